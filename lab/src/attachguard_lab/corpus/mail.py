"""E-mails (.eml): plain or multipart/alternative, 7/8-bit, quoted-printable or base64, threads."""

from __future__ import annotations

import email.policy
import hashlib
import html
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from email.message import EmailMessage
from email.utils import format_datetime

from attachguard_lab.corpus import attack, lexicon, phrases
from attachguard_lab.corpus.draw import Draw, Pool
from attachguard_lab.corpus.lexicon import Person
from attachguard_lab.corpus.rendered import Rendered


def parse_scenario(value: object) -> tuple[str, tuple[str, ...]]:
    """A scenario's JSON value, `[subject, [paragraph, ...]]`, as (subject, paragraphs)."""
    if not isinstance(value, list) or len(value) != 2 or not isinstance(value[1], list):
        raise TypeError(f"not a scenario: {value!r}")
    return phrases.text(value[0]), tuple(phrases.text(line) for line in value[1])


# (subject, paragraphs). Slots: {to} recipient first name, {me} sender first name, {other}
# a third person's first name, {other_email}, {amt}, {ref}, {iban}, {day}, {time}, {room},
# {city}, {topic}, {org}, {product}.
SCENARIOS: Pool[tuple[str, tuple[str, ...]]] = phrases.pool_of("mail.scenarios", parse_scenario)
GREETINGS = phrases.shared("mail.greetings")
CLOSINGS = phrases.shared("mail.closings")
TITLES = phrases.shared("mail.titles")
MAILERS = phrases.shared("mail.mailers")
SECURITY_INTROS = phrases.pool("mail.security_intros")
SECURITY_LEADS = phrases.pool("mail.security_leads")
REPLIES = phrases.pool("mail.replies")
FORWARD_NOTES = phrases.pool("mail.forward_notes")
SECURITY_SUBJECTS = phrases.shared("mail.security_subjects")
SECURITY_OUTROS = phrases.pool("mail.security_outros")


@dataclass
class Mail:
    """One message: people, subject, body paragraphs, signature and the message it quotes."""

    sender: Person
    to: Person
    cc: list[Person]
    subject: str
    when: datetime
    paragraphs: list[str]
    signature: list[str]
    greeting: str
    closing: str
    quoted: Mail | None = None
    hidden_html: list[str] = field(default_factory=list)
    kind: str = "email"


def zone(draw: Draw) -> timezone:
    return timezone(timedelta(hours=draw.choice((0, 1, 2, -5, -4, 5.5, 9, 10))))


def scenario(draw: Draw, sender: Person, to: Person, sent: datetime) -> tuple[str, list[str]]:
    other = lexicon.person(draw)
    when = sent + timedelta(days=draw.between(1, 9))
    while when.weekday() >= 5:
        when += timedelta(days=1)
    product, _ = draw.choice(lexicon.PRODUCTS)
    slots = {
        "to": to.first,
        "me": sender.first,
        "other": other.first,
        "other_email": other.email,
        "amt": lexicon.amount(draw, 200, 24_000),
        "ref": lexicon.reference(draw),
        "iban": lexicon.iban(draw),
        "day": f"{when:%A} {when.day} {when:%B}",
        "time": f"{draw.between(9, 16)}:{draw.choice(('00', '30', '15'))}",
        "room": draw.choice(lexicon.ROOMS),
        "city": draw.choice(lexicon.CITIES),
        "topic": draw.choice(lexicon.TOPICS),
        "org": lexicon.company(draw)[0],
        "month": f"{when:%B}",
        "product": product,
    }
    subject, paragraphs = draw.pick(SCENARIOS)
    return attack.fill(subject, slots), [attack.fill(x, slots) for x in paragraphs]


def signature(draw: Draw, sender: Person) -> list[str]:
    lines = [sender.name]
    if sender.company:
        lines += [draw.choice(TITLES), sender.company]
    if draw.chance(0.5):
        lines.append(lexicon.phone(draw))
    return lines


def make_mail(draw: Draw, *, hard: bool, owner: Person | None = None) -> Mail:
    """A benign message to `owner`; with `hard`, one that quotes an attack for people to see."""
    org = lexicon.company(draw)
    to = owner or lexicon.person(draw, org)
    sender = lexicon.person(draw, org if draw.chance(0.5) else None)
    when = lexicon.moment(draw).astimezone(zone(draw))
    cc = [lexicon.person(draw, org)] if draw.chance(0.3) else []
    if hard:
        example = attack.make_attack(draw, draw.choice(list(attack.FRAMES)), to.first).text
        if draw.chance(0.4):
            example = attack.defang(example)
        intro, lead = draw.pick(SECURITY_INTROS), draw.pick(SECURITY_LEADS)
        outro = draw.pick(SECURITY_OUTROS).replace("{domain}", org[1])
        quoted = "\n".join(f"> {line}" for line in example.split("\n"))
        subject = draw.choice(SECURITY_SUBJECTS)
        paragraphs = [intro, lead, quoted, outro]
        kind = "security_notice"
    else:
        subject, paragraphs = scenario(draw, sender, to, when)
        kind = "email"
    mail = Mail(
        sender=sender, to=to, cc=cc, subject=subject, when=when, paragraphs=paragraphs,
        signature=signature(draw, sender), greeting=draw.choice(GREETINGS).format(to=to.first),
        closing=draw.choice(CLOSINGS), kind=kind,
    )  # fmt: skip
    if not hard and draw.chance(0.4):
        earlier_when = when - timedelta(hours=draw.between(2, 70))
        earlier_subject, earlier_paragraphs = scenario(draw, to, sender, earlier_when)
        mail.paragraphs = draw.sample(REPLIES.of(draw.split), draw.between(1, 2))
        mail.quoted = Mail(
            sender=to, to=sender, cc=[], subject=earlier_subject, when=earlier_when,
            paragraphs=earlier_paragraphs, signature=[to.first],
            greeting=draw.choice(GREETINGS).format(to=sender.first),
            closing=draw.choice(CLOSINGS),
        )  # fmt: skip
        mail.subject = f"Re: {mail.quoted.subject}"
    return mail


def plant(draw: Draw, mail: Mail, text: str, multipart: bool) -> str:
    """Put `text` in the message; returns the placement tag."""
    where = draw.choice(("body", "body", "quoted_reply", "signature", "html_only", "html_only"))
    if where == "html_only" and not multipart:
        where = "body"
    if where == "quoted_reply":
        if mail.quoted is None:
            # The sender forwards a message from a third party, who wrote the injection.
            outsider = lexicon.person(draw)
            earlier_when = mail.when - timedelta(hours=draw.between(1, 50))
            subject, paragraphs = scenario(draw, outsider, mail.sender, earlier_when)
            mail.quoted = Mail(
                sender=outsider, to=mail.sender, cc=[], subject=subject, when=earlier_when,
                paragraphs=paragraphs, signature=signature(draw, outsider),
                greeting=draw.choice(GREETINGS).format(to=mail.sender.first),
                closing=draw.choice(CLOSINGS),
            )  # fmt: skip
            mail.subject = f"{draw.choice(('Fwd', 'FW', 'Re'))}: {subject}"
            mail.paragraphs = [draw.pick(FORWARD_NOTES).replace("{name}", outsider.first)]
        target = mail.quoted
        target.paragraphs.insert(draw.between(0, len(target.paragraphs)), text)
    elif where == "signature":
        mail.signature.append("")
        mail.signature.append(text)
    elif where == "html_only":
        mail.hidden_html.append(text)
    else:
        mail.paragraphs.insert(draw.between(0, len(mail.paragraphs)), text)
    return where


def attribution(mail: Mail) -> str:
    return f"On {format_datetime(mail.when)}, {mail.sender.name} <{mail.sender.email}> wrote:"


def plain_body(mail: Mail) -> str:
    parts = [mail.greeting, *mail.paragraphs, mail.closing + "\n" + "\n".join(mail.signature)]
    text = "\n\n".join(parts)
    if mail.quoted is not None:
        earlier = plain_body(mail.quoted).split("\n")
        quoted = "\n".join(f"> {line}" if line else ">" for line in earlier)
        text += f"\n\n{attribution(mail.quoted)}\n{quoted}"
    return text + "\n"


HIDING = (
    ('<div style="display:none">{}</div>', "display_none"),
    ('<p style="font-size:0px;line-height:0">{}</p>', "font_size_0"),
    ('<p style="color:#ffffff;background:#ffffff">{}</p>', "white_on_white"),
    ("<p>{}</p>", "visible"),
    ("<!-- {} -->", "html_comment"),
)


def escape(text: str) -> str:
    return html.escape(text, quote=False)


def html_paragraph(text: str) -> str:
    return "<p>" + escape(text).replace("\n", "<br>\n") + "</p>"


PREHEADERS = phrases.shared("mail.preheaders")


def html_body(mail: Mail, hidden: str, hiding: str, preheader: str = "") -> str:
    parts = [html_paragraph(mail.greeting), *(html_paragraph(x) for x in mail.paragraphs)]
    if preheader:
        # Mail tools hide a preheader line for the inbox preview; benign mail has hidden text too.
        parts.insert(0, f'<div style="display:none;max-height:0;overflow:hidden">{preheader}</div>')
    if mail.hidden_html:
        shown = hidden if hiding.startswith("<!--") else escape(hidden)
        parts.insert(1 + len(mail.paragraphs) // 2, hiding.format(shown))
    sig = "<br>\n".join(escape(x) for x in mail.signature)
    parts.append(f"<p>{escape(mail.closing)}<br>\n{sig}</p>")
    if mail.quoted is not None:
        inner = html_body(mail.quoted, "", "")
        quote_style = "margin:0 0 0 .8ex;border-left:1px solid #ccc;padding-left:1ex"
        said = escape(attribution(mail.quoted))
        parts.append(
            f'<div class="gmail_quote"><div class="gmail_attr">{said}</div>\n'
            f'<blockquote class="gmail_quote" style="{quote_style}">\n{inner}\n</blockquote></div>'
        )
    return "\n".join(parts)


def html_document(body: str) -> str:
    return (
        '<html>\n<head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head>\n'
        f'<body><div dir="ltr" style="font-family:Arial,sans-serif;font-size:14px">\n{body}\n'
        "</div></body>\n</html>\n"
    )


def boundary(key: str) -> str:
    return "----=_Part_" + hashlib.sha256(key.encode()).hexdigest()[:24]


def render_eml(draw: Draw, mail: Mail, injection: str | None) -> Rendered:
    multipart = draw.chance(0.6)
    tags: list[str] = []
    if injection is not None:
        where = plant(draw, mail, injection, multipart)
        tags.append(f"placement:{where}")
    hidden_text = mail.hidden_html[0] if mail.hidden_html else ""
    template, hiding = draw.choice(HIDING)
    if mail.hidden_html:
        tags.append(f"hiding:{hiding}")
    cte = draw.choice((None, "quoted-printable", "base64"))
    tags.append(f"transfer_encoding:{cte or '7or8bit'}")
    tags.append("mime:multipart_alternative" if multipart else "mime:text_plain")
    msg = EmailMessage()
    msg["From"] = mail.sender.address
    msg["To"] = mail.to.address
    if mail.cc:
        msg["Cc"] = ", ".join(p.address for p in mail.cc)
    msg["Subject"] = mail.subject
    msg["Date"] = format_datetime(mail.when)
    domain = mail.sender.email.split("@")[1]
    token = hashlib.sha256(f"{mail.subject}{mail.when}{mail.sender.email}".encode()).hexdigest()
    msg["Message-ID"] = f"<{token[:16]}.{token[16:24]}@{domain}>"
    if mail.quoted is not None:
        parent = f"<{token[24:40]}@{mail.to.email.split('@')[1]}>"
        msg["In-Reply-To"] = parent
        msg["References"] = parent
    mailer = draw.choice(MAILERS)
    if mailer:
        msg["X-Mailer"] = mailer
    if draw.chance(0.3):
        msg["Content-Language"] = draw.choice(("en-GB", "en-US"))
    plain = plain_body(mail)
    msg.set_content(plain, subtype="plain", charset="utf-8", cte=cte)
    if multipart:
        preheader = draw.choice(PREHEADERS) if draw.chance(0.3) else ""
        body = html_document(html_body(mail, hidden_text, template, preheader))
        msg.add_alternative(body, subtype="html", charset="utf-8", cte=cte)
        msg.set_boundary(boundary(token))
        for part in msg.iter_parts():
            # The standard library repeats MIME-Version in each part; mail clients do not.
            del part["MIME-Version"]
    data = msg.as_bytes(policy=email.policy.SMTP)
    name = lexicon.ascii_fold(mail.subject.replace(" ", "_"))[:40] or "message"
    return Rendered(f"{name}.eml", data, mail.kind, tuple(tags))
