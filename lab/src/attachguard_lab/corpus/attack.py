"""Injected instructions: one frame per family around a goal, every phrasing drawn by split."""

from __future__ import annotations

import re
from dataclasses import dataclass

from attachguard_lab.corpus import lexicon, phrases
from attachguard_lab.corpus.draw import Draw, Pool
from attachguard_lab.corpus.model import Family

GOALS: dict[str, Pool[str]] = phrases.pools("attack.goals")

INSULTS = phrases.pool("attack.insults")
INSULT_NAMES = phrases.shared("attack.insult_names")
INSULT_LINES = phrases.shared("attack.insult_lines")
DATA = phrases.shared("attack.data")

FRAMES: dict[Family, Pool[str]] = {
    Family(key): pool for key, pool in phrases.pools("attack.frames").items()
}

PAYLOADS = phrases.pool("attack.payloads")

# Tool calls written into data: (goal tag, template). Braces that are not slot names stay.
TOOL_CALLS: Pool[tuple[str, str]] = phrases.pool_of("attack.tool_calls", phrases.pair)
TOOL_LEADS = phrases.pool("attack.tool_leads")

EXFIL_FRAMES = phrases.pool("attack.exfil_frames")
EXFIL_PLACEHOLDERS = phrases.pool("attack.exfil_placeholders")
EXFIL_PATHS = phrases.shared("attack.exfil_paths")

CONCEAL_CLAUSES = phrases.pool("attack.conceal_clauses")

REFUSALS = phrases.shared("attack.refusals")
SCOPES = phrases.shared("attack.scopes")
DOCS = phrases.shared("attack.docs")
ERRORS = phrases.shared("attack.errors")
OUTAGES = phrases.shared("attack.outages")
POLICIES = phrases.shared("attack.policies")
DENIAL_PREFIXES = phrases.shared("attack.denial_prefixes")
DENIAL_REASONS = phrases.shared("attack.denial_reasons")
ADDRESSEES = phrases.shared("attack.addressees")
PASSWORDS = phrases.shared("attack.passwords")
LOGINS = phrases.shared("attack.logins")
DISCOUNTS = phrases.shared("attack.discounts")


@dataclass(frozen=True)
class Attack:
    """An injected instruction as written into a document, with its family and tags."""

    text: str
    family: Family
    tags: tuple[str, ...]


SLOT = re.compile(r"\{(\w+)\}")


def fill(template: str, slots: dict[str, str]) -> str:
    """Substitute known slot names; any other brace (JSON, URL placeholders) is kept."""
    return SLOT.sub(lambda m: slots.get(m.group(1), m.group(0)), template)


def cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def url(draw: Draw) -> str:
    path = draw.choice(("verify", "login", "update", "guidelines", "doc", "s", "portal", "r"))
    token = "".join(draw.choice("abcdefghjkmnpqrstuvwxyz23456789") for _ in range(6))
    return f"https://{lexicon.host(draw)}/{path}/{token}"


def slots_for(draw: Draw, owner: str) -> dict[str, str]:
    colleague = lexicon.person(draw)
    payee = lexicon.person(draw)
    raw_amount = lexicon.amount(draw, 250, 9_800)
    org, domain = lexicon.company(draw)
    product = draw.choice(lexicon.SHILL_PRODUCTS)
    host = lexicon.host(draw).split(".")
    slots = {
        "owner": owner,
        "addr": draw.choice(ADDRESSEES),
        "amount": raw_amount,
        "amount_num": raw_amount[1:].replace(",", ""),
        "iban": lexicon.iban(draw),
        "ref": lexicon.reference(draw),
        "payee": payee.name,
        "ext_email": lexicon.outside_email(draw),
        "topic": draw.choice(lexicon.TOPICS),
        "topic_short": draw.choice(("invoices", "payroll", "contract", "Q3 numbers")),
        "n": str(draw.between(5, 50)),
        "colleague": colleague.name,
        "service": draw.choice(lexicon.SERVICES),
        "password": draw.choice(PASSWORDS),
        "login": f"{draw.choice(LOGINS)}@{domain}",
        "folder": draw.choice(lexicon.FOLDERS),
        "insult": draw.pick(INSULTS),
        "insult_name": draw.choice(INSULT_NAMES),
        "insult_line": draw.choice(INSULT_LINES),
        "product": product,
        "discount": draw.choice(DISCOUNTS),
        "url": url(draw),
        "phone": lexicon.phone(draw),
        "data": draw.choice(DATA),
        "day": lexicon.moment(draw).date().isoformat(),
        "file_id": str(draw.between(10, 9999)),
        "file": draw.choice(("budget_2025.xlsx", "passwords.txt", "contracts.zip", "ids.pdf")),
        "h1": host[0],
        "h2": ".".join(host[1:]),
        "link_text": draw.choice(("source", "details", "view online", "reference", "more")),
        "org": org,
        "refusal": draw.choice(REFUSALS),
        "scope": draw.choice(SCOPES),
        "doc": draw.choice(DOCS),
        "error": draw.choice(ERRORS),
        "outage": draw.choice(OUTAGES),
        "policy": draw.choice(POLICIES),
    }
    slots["Addr"] = cap(slots["addr"])
    return slots


def goal_text(draw: Draw, slots: dict[str, str], goal: str) -> str:
    return fill(draw.pick(GOALS[goal]), slots)


def exfil_url(draw: Draw, slots: dict[str, str]) -> str:
    param = draw.choice(("d", "q", "data", "c", "u", "ctx", "s"))
    return f"https://{lexicon.host(draw)}/{draw.choice(EXFIL_PATHS)}?{param}={draw.pick(EXFIL_PLACEHOLDERS)}"


GENERAL_GOALS = phrases.shared("attack.general_goals")


def make_attack(draw: Draw, family: Family, owner: str) -> Attack:
    """One injected instruction of `family`, addressed on behalf of `owner` where it fits."""
    slots = slots_for(draw, owner)
    tags: list[str] = []
    if family is Family.TOOL_CALL:
        goal, template = draw.pick(TOOL_CALLS)
        lead = draw.pick(TOOL_LEADS)
        call = fill(template, slots)
        text = f"{lead}\n{call}" if lead else call
        tags.append(f"goal:{goal}")
    elif family is Family.REPLY_ONLY:
        slots["payload"] = fill(draw.pick(PAYLOADS), slots)
        text = fill(draw.pick(FRAMES[family]), slots)
        tags.append("goal:phishing_reply")
    elif family is Family.DENIAL:
        prefix = fill(draw.choice(DENIAL_PREFIXES), slots)
        core = fill(draw.pick(FRAMES[family]), slots)
        text = prefix + (core if prefix.endswith(": ") and draw.chance(0.3) else cap(core))
        text += draw.choice(DENIAL_REASONS)
        tags.append("goal:deny_service")
    elif family is Family.EXFILTRATION:
        goal = goal_text(draw, slots, "exfiltrate_data")
        slots.update(goal=goal, Goal=cap(goal), exfil=exfil_url(draw, slots))
        text = fill(draw.pick(EXFIL_FRAMES), slots)
        tags.append("goal:exfiltrate_data")
        if "![" in text or "<img" in text:
            tags.append("exfil:markdown_image" if "![" in text else "exfil:html_image")
        elif "+" in text:
            tags.append("exfil:concatenated_url")
        elif "](" in text or "<https" in text:
            tags.append("exfil:link")
        else:
            tags.append("exfil:instruction")
    else:
        name = draw.choice(GENERAL_GOALS)
        goal = goal_text(draw, slots, name)
        slots.update(goal=goal, Goal=cap(goal))
        text = fill(draw.pick(FRAMES[family]), slots)
        tags.append(f"goal:{name}")
    if family is not Family.CONCEALMENT and draw.chance(0.2):
        text += draw.pick(CONCEAL_CLAUSES)
        tags.append("concealed")
    return Attack(text=text, family=family, tags=tuple(tags))


CLASSIC_QUOTES = phrases.pool("attack.classic_quotes")


def quoted_phrase(draw: Draw) -> str:
    """A short attack phrase as a security text would quote it."""
    return draw.pick(CLASSIC_QUOTES)


def defang(text: str) -> str:
    """Security write-ups neutralise links and addresses; half of them here do."""
    text = text.replace("https://", "hxxps://").replace("http://", "hxxp://")
    return re.sub(r"(\w)\.(\w+)(?=[/\s>\"')]|$)", r"\1[.]\2", text)
