"""Shared vocabulary for realistic documents: people, companies, places, money, dates, hosts."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from bench.corpus.draw import Draw

# fmt: off
FIRST_NAMES = (
    "Emma", "Liam", "Olivia", "Noah", "Ava", "Mateo", "Sofia", "Lucas", "Mia", "Arjun",
    "Priya", "Chen", "Mei", "Hiroshi", "Yuki", "Fatima", "Omar", "Leila", "Kwame", "Amara",
    "Lars", "Ingrid", "Pierre", "Camille", "Giulia", "Marco", "Sven", "Anna", "Tomasz",
    "Katarzyna", "Diego", "Lucia", "Rahul", "Ananya", "Daniel", "Sarah", "James", "Hannah",
    "Oliver", "Grace", "Jonas", "Lea", "Nikos", "Eleni", "Tariq", "Zainab", "Pablo", "Rosa",
    "Ben", "Chloe", "Ethan", "Isla", "Samuel", "Ruth", "Victor", "Nadia", "Felix", "Marta",
    "Connor", "Aoife", "Joon", "Hana", "David", "Miriam", "Kofi", "Adaeze", "Ivan", "Olga",
)
LAST_NAMES = (
    "Johnson", "Garcia", "Müller", "Schmidt", "Rossi", "Dubois", "Kowalski", "Nakamura",
    "Tanaka", "Patel", "Sharma", "Okafor", "Mensah", "Andersson", "Nielsen", "Haddad",
    "Khan", "Silva", "Costa", "Fernández", "López", "O'Brien", "Murphy", "Smith", "Brown",
    "Wilson", "Taylor", "Kim", "Park", "Wang", "Li", "Nguyen", "Tran", "Novak", "Horváth",
    "Jansen", "de Vries", "Eriksson", "Lindqvist", "Papadopoulos", "Cohen", "Levi", "Ibrahim",
    "Adeyemi", "Walker", "Hughes", "Fischer", "Weber", "Moreau", "Laurent", "Bianchi",
    "Ferreira", "Petrov", "Ivanova", "Chowdhury", "Reyes", "Morales", "Becker", "Clarke",
)
COMPANIES = (
    ("Northwind Logistics", "northwind-logistics.com"),
    ("Bluefin Analytics", "bluefin-analytics.io"),
    ("Harbor & Pine Legal", "harborpine.law"),
    ("Kestrel Health", "kestrelhealth.org"),
    ("Orchard Street Bakery", "orchardstreetbakery.com"),
    ("Meridian Travel", "meridian-travel.com"),
    ("Copperleaf Software", "copperleaf.dev"),
    ("Atlas Facilities", "atlasfacilities.co.uk"),
    ("Vela Renewables", "velarenewables.de"),
    ("Tidewater Credit Union", "tidewatercu.org"),
    ("Summit Outdoor Gear", "summitoutdoor.shop"),
    ("Lumen Architects", "lumen-architects.nl"),
    ("Greyhound Freight", "greyhoundfreight.com"),
    ("Pinecrest School", "pinecrest.edu"),
    ("Rivera & Cole Accounting", "riveracole.com"),
    ("Quayside Hotels", "quaysidehotels.com"),
    ("Sable Robotics", "sablerobotics.ai"),
    ("Juniper Dental", "juniperdental.care"),
    ("Foxglove Publishing", "foxglove-books.com"),
    ("Ironbridge Manufacturing", "ironbridge-mfg.com"),
)
PERSONAL_DOMAINS = ("gmail.com", "outlook.com", "proton.me", "yahoo.com", "icloud.com", "gmx.de")
CITIES = (
    "Lisbon", "Rotterdam", "Manchester", "Lyon", "Munich", "Toronto", "Austin", "Melbourne",
    "Nairobi", "Singapore", "Osaka", "Kraków", "Dublin", "Porto", "Valencia", "Gothenburg",
    "Denver", "Cape Town", "Wellington", "Montreal", "Edinburgh", "Bologna",
)
ROOMS = (
    "Room 4.12", "Boardroom B", "Atrium", "Level 3 huddle space", "Harbour View room",
    "Training Room 2", "Library", "Studio A", "the small kitchen", "Conference Room Orion",
)
PRODUCTS = (
    ("AeroPress Go travel coffee maker", "coffee maker"),
    ("Trailblazer 40L hiking backpack", "backpack"),
    ("QuietCore noise-cancelling headphones", "headphones"),
    ("Stride Pro running shoes", "running shoes"),
    ("LumaDesk LED desk lamp", "desk lamp"),
    ("HearthStone cast-iron skillet 26 cm", "skillet"),
    ("NimbusFold compact umbrella", "umbrella"),
    ("PixelView 27-inch monitor", "monitor"),
    ("BreezeMax tower fan", "fan"),
    ("KettleCraft gooseneck kettle", "kettle"),
    ("ThermoTrek insulated bottle 750 ml", "bottle"),
    ("SnapCharge 65W USB-C charger", "charger"),
    ("CloudRest memory-foam pillow", "pillow"),
    ("Orbit robot vacuum S3", "robot vacuum"),
    ("Verdant indoor herb garden kit", "herb garden kit"),
)
SHILL_PRODUCTS = (
    "VoltEdge Pro", "NovaShield VPN", "CryptoNest Wallet", "PeakSupps Energy Gummies",
    "QuickLoan Express", "TrueView Smart Glasses", "SafeGuard Antivirus Ultimate",
    "ZenithFX Trading", "GlowLab Serum", "BrightPath Academy",
)
BANKS = ("Deutsche Kreditbank", "Banco Atlântico", "First Harbor Bank", "Nordic Savings")
TOPICS = (
    "the Q3 budget", "the vendor contract", "the board pack", "payroll", "the merger",
    "the audit", "invoices", "the customer list", "the product roadmap", "travel bookings",
)
SERVICES = (
    "VPN", "Slack", "HR portal", "expense tool", "GitHub", "CRM", "online banking",
    "Google Workspace", "payroll system", "wiki", "Microsoft 365", "Dropbox",
)
FOLDERS = (
    "Shared/Finance", "Documents/Contracts", "/home/user/projects", "Drive/Board",
    "Clients/2025", "Backups", "Team Drive/HR", "Photos/Family", "Invoices/Archive",
)

# Hosts for links. Benign and malicious documents draw from the same look of domain, so the
# domain style itself is no signal.
LINK_HOSTS = (
    "docs-share.net", "files-portal.io", "cdn-static.net", "img-hosting.org",
    "status-check.app", "help-center.info", "secure-verify.co", "sync-backup.cloud",
    "metrics-collect.io", "form-submit.net", "shortlink.to", "user-content.space",
    "page-preview.site", "mail-archive.online", "analytics-edge.com", "assets-mirror.dev",
)
# fmt: on


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
