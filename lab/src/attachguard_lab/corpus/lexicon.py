"""Shared vocabulary for realistic documents: people, companies, places, money, dates, hosts."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from attachguard_lab.corpus import phrases
from attachguard_lab.corpus.draw import Draw

FIRST_NAMES = phrases.shared("lexicon.first_names")
LAST_NAMES = phrases.shared("lexicon.last_names")
COMPANIES = phrases.shared_of("lexicon.companies", phrases.pair)
PERSONAL_DOMAINS = phrases.shared("lexicon.personal_domains")
CITIES = phrases.shared("lexicon.cities")
ROOMS = phrases.shared("lexicon.rooms")
PRODUCTS = phrases.shared_of("lexicon.products", phrases.pair)
SHILL_PRODUCTS = phrases.shared("lexicon.shill_products")
BANKS = phrases.shared("lexicon.banks")
TOPICS = phrases.shared("lexicon.topics")
SERVICES = phrases.shared("lexicon.services")
FOLDERS = phrases.shared("lexicon.folders")

# Hosts for links. Benign and malicious documents draw from the same look of domain, so the
# domain style itself is no signal.
LINK_HOSTS = phrases.shared("lexicon.link_hosts")


@dataclass(frozen=True)
class Person:
    first: str
    last: str
    email: str
    company: str

    @property
    def name(self) -> str:
        return f"{self.first} {self.last}"

    @property
    def address(self) -> str:
        name = f'"{self.name}"' if "'" in self.name else self.name
        return f"{name} <{self.email}>"


def ascii_fold(text: str) -> str:
    """A mail-local-part form of a name: accents dropped, spaces and apostrophes removed."""
    table = str.maketrans("äöüáéíóúñçàèìòùâêîôûãõłøåæß", "aouaeiounaaeiouaeiouaoloaas")
    return "".join(c for c in text.lower().translate(table) if c.isalnum())


def person(draw: Draw, company: tuple[str, str] | None = None) -> Person:
    first = draw.choice(FIRST_NAMES)
    last = draw.choice(LAST_NAMES)
    if company is None and draw.chance(0.25):
        plain = ascii_fold(first)
        local = draw.choice((f"{plain}.{ascii_fold(last)}", f"{plain}{draw.between(7, 99)}"))
        return Person(first, last, f"{local}@{draw.choice(PERSONAL_DOMAINS)}", "")
    org, domain = company or draw.choice(COMPANIES)
    style = draw.between(0, 2)
    local = (
        f"{ascii_fold(first)}.{ascii_fold(last)}",
        f"{ascii_fold(first)[0]}{ascii_fold(last)}",
        ascii_fold(first),
    )[style]
    return Person(first, last, f"{local}@{domain}", org)


def company(draw: Draw) -> tuple[str, str]:
    return draw.choice(COMPANIES)


def moment(draw: Draw) -> datetime:
    """A working-hours timestamp between January 2024 and June 2025."""
    base = datetime(2024, 1, 8, 8, 0, tzinfo=UTC)
    day = base + timedelta(days=draw.between(0, 530))
    while day.weekday() >= 5:
        day += timedelta(days=1)
    minutes = draw.choice((0, 5, 12, 17, 23, 30, 41, 45, 52))
    return day + timedelta(hours=draw.between(0, 9), minutes=minutes)


def amount(draw: Draw, low: int = 40, high: int = 9_000) -> str:
    value = draw.between(low, high) + draw.choice((0, 0, 0.5, 0.99, 0.25, 0.75))
    currency = draw.choice(("$", "€", "£"))
    return f"{currency}{value:,.2f}"


def iban(draw: Draw) -> str:
    country = draw.choice(("DE", "GB", "NL", "FR", "ES", "IT", "PT", "LT"))
    digits = "".join(str(draw.between(0, 9)) for _ in range(18))
    raw = f"{country}{draw.between(10, 99)}{digits}"
    return " ".join(raw[i : i + 4] for i in range(0, len(raw), 4))


def reference(draw: Draw) -> str:
    prefix = draw.choice(("INV", "PO", "REF", "ORD", "TCK", "CASE", "QT"))
    return f"{prefix}-{draw.between(1000, 99999)}"


def phone(draw: Draw) -> str:
    return draw.choice(
        (
            f"+44 20 {draw.between(7000, 8999)} {draw.between(1000, 9999)}",
            f"+1 ({draw.between(200, 989)}) 555-{draw.between(1000, 9999):04d}",
            f"+49 30 {draw.between(100000, 999999)}",
            f"+31 6 {draw.between(10000000, 99999999)}",
        )
    )


def host(draw: Draw) -> str:
    return draw.choice(LINK_HOSTS)


def outside_email(draw: Draw) -> str:
    """An address outside the organisation, of the kind a forward or an exfiltration targets."""
    local = draw.choice(
        (
            "archive",
            "backup",
            "records",
            "j.harlow",
            "finance.review",
            "it-helpdesk",
            "assistant-sync",
            "audit.team",
            "m.okoro",
            "support-desk",
            "reports",
            "inbox.copy",
        )
    )
    suffix = draw.choice(("", "", str(draw.between(1, 99))))
    return f"{local}{suffix}@{draw.choice(LINK_HOSTS + PERSONAL_DOMAINS)}"
