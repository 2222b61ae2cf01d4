"""Calendar events, written as iCalendar (RFC 5545: escaping, 75-octet folding, CRLF)."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, replace
from datetime import datetime, timedelta

from attachguard_lab.corpus import attack, lexicon, phrases
from attachguard_lab.corpus.draw import Draw
from attachguard_lab.corpus.lexicon import Person
from attachguard_lab.corpus.rendered import Rendered

EVENT_TITLES = phrases.pool("event.event_titles")
EVENT_DESCRIPTIONS = phrases.pool("event.event_descriptions")
ROLES = phrases.shared("event.roles")
TALKS = phrases.pool("event.talks")


@dataclass(frozen=True)
class Event:
    uid: str
    summary: str
    start: datetime
    end: datetime
    location: str
    description: str
    organizer: Person
    attendees: tuple[Person, ...]


@dataclass(frozen=True)
class Calendar:
    """Events exported together; `kind` is the benign kind or the carrier of an injection."""

    kind: str
    owner: Person
    events: tuple[Event, ...]
    tags: tuple[str, ...] = ()


def make_event(draw: Draw, owner: Person, *, talk: bool) -> Event:
    org, domain = lexicon.company(draw)
    a, b = lexicon.person(draw), lexicon.person(draw)
    start = lexicon.moment(draw).replace(minute=draw.choice((0, 30)))
    slots = {
        "a": a.first, "b": b.first, "org": org, "domain": domain,
        "project": draw.choice(("Atlas", "Harbour", "Beacon", "Orion", "Kestrel")),
        "role": draw.choice(ROLES), "topic": draw.choice(lexicon.TOPICS),
        "month": f"{start:%B}", "code": hashlib.sha256(str(start).encode()).hexdigest()[:10],
        "mid": f"{draw.between(100, 999)} {draw.between(100, 999)} {draw.between(1000, 9999)}",
        "pin": str(draw.between(100000, 999999)), "phone": lexicon.phone(draw),
        "q": attack.quoted_phrase(draw),
    }  # fmt: skip
    if talk:
        summary = draw.choice(("Lunch & learn: AI security", "Security awareness training",
                               "Brown bag: prompt injection"))  # fmt: skip
        description = attack.fill(draw.pick(TALKS), slots)
    else:
        summary = attack.fill(draw.pick(EVENT_TITLES), slots)
        description = attack.fill(draw.pick(EVENT_DESCRIPTIONS), slots)
    organizer = draw.choice((owner, a, lexicon.person(draw)))
    attendees = tuple({p.email: p for p in (owner, a, b)[: draw.between(1, 3)]}.values())
    uid = hashlib.sha256(f"{summary}{start}{organizer.email}".encode()).hexdigest()
    return Event(
        uid=f"{uid[:26]}@{domain}",
        summary=summary,
        start=start,
        end=start + timedelta(minutes=draw.choice((30, 45, 60, 90))),
        location=draw.choice((*lexicon.ROOMS, "Online", f"{draw.choice(lexicon.CITIES)} office")),
        description=description,
        organizer=organizer,
        attendees=attendees,
    )


def make_calendar(draw: Draw, *, hard: bool) -> Calendar:
    """A benign export of 1-4 events; `hard` includes a talk that quotes attack phrases."""
    owner = lexicon.person(draw)
    count = draw.between(1, 4)
    talk_at = draw.between(0, count - 1) if hard else -1
    events = tuple(make_event(draw, owner, talk=i == talk_at) for i in range(count))
    tags = ("hard_negative:quotes_attack",) if hard else ()
    return Calendar("security_training_invite" if hard else "calendar", owner, events, tags)


def plant(draw: Draw, cal: Calendar, text: str) -> tuple[Calendar, str]:
    """The calendar with `text` in one event's description, location or title."""
    at = draw.between(0, len(cal.events) - 1)
    event = cal.events[at]
    where = draw.choice(("description", "description", "description", "location", "summary"))
    if where == "description":
        before = draw.chance(0.5)
        joined = f"{text}\n\n{event.description}" if before else f"{event.description}\n\n{text}"
        event = replace(event, description=joined)
    elif where == "location":
        event = replace(event, location=f"{event.location} \u2014 {text}")
    else:
        event = replace(event, summary=f"{event.summary}: {text}")
    events = (*cal.events[:at], event, *cal.events[at + 1 :])
    return replace(cal, events=events), where


def escape_text(value: str) -> str:
    """RFC 5545 3.3.11: backslash, semicolon, comma and newline are escaped in TEXT values."""
    return (
        value.replace("\\", "\\\\")
        .replace(";", "\\;")
        .replace(",", "\\,")
        .replace("\r\n", "\\n")
        .replace("\n", "\\n")
    )


def fold(line: str) -> str:
    """RFC 5545 3.1: lines over 75 octets continue on the next line after CRLF and a space."""
    raw = line.encode("utf-8")
    if len(raw) <= 75:
        return line
    out: list[str] = []
    current = ""
    size = 0
    limit = 75
    for char in line:
        width = len(char.encode("utf-8"))
        if size + width > limit:
            out.append(current)
            current = ""
            size = 0
            limit = 74  # continuation lines start with one space
        current += char
        size += width
    out.append(current)
    return "\r\n ".join(out)


def stamp(when: datetime) -> str:
    return f"{when:%Y%m%dT%H%M%S}Z"


def render_ics(draw: Draw, cal: Calendar, injection: str | None) -> Rendered:
    tags = list(cal.tags)
    if injection is not None:
        cal, where = plant(draw, cal, injection)
        tags.append(f"placement:{where}")
    prodid = draw.choice(
        ("-//Google Inc//Google Calendar 70.9054//EN", "-//Microsoft Corporation//Outlook 16.0 "
         "MIMEDIR//EN", "-//Apple Inc.//macOS 14.5//EN", "-//Fastmail/2020.5/EN")
    )  # fmt: skip
    lines = ["BEGIN:VCALENDAR", f"PRODID:{prodid}", "VERSION:2.0", "CALSCALE:GREGORIAN",
             f"METHOD:{draw.choice(('REQUEST', 'PUBLISH'))}"]  # fmt: skip
    for event in cal.events:
        lines += [
            "BEGIN:VEVENT",
            f"DTSTART:{stamp(event.start)}",
            f"DTEND:{stamp(event.end)}",
            f"DTSTAMP:{stamp(event.start - timedelta(days=3))}",
            f"ORGANIZER;CN={event.organizer.name}:mailto:{event.organizer.email}",
            f"UID:{event.uid}",
        ]
        lines += [
            f"ATTENDEE;CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE"
            f";CN={p.name};X-NUM-GUESTS=0:mailto:{p.email}"
            for p in event.attendees
        ]
        lines += [
            f"CREATED:{stamp(event.start - timedelta(days=5))}",
            f"DESCRIPTION:{escape_text(event.description)}",
            f"LAST-MODIFIED:{stamp(event.start - timedelta(days=3))}",
            f"LOCATION:{escape_text(event.location)}",
            "SEQUENCE:0",
            "STATUS:CONFIRMED",
            f"SUMMARY:{escape_text(event.summary)}",
            "TRANSP:OPAQUE",
            "BEGIN:VALARM",
            "ACTION:DISPLAY",
            "DESCRIPTION:Reminder",
            f"TRIGGER:-PT{draw.choice((10, 15, 30))}M",
            "END:VALARM",
            "END:VEVENT",
        ]
    lines.append("END:VCALENDAR")
    data = "".join(fold(line) + "\r\n" for line in lines).encode("utf-8")
    first = cal.events[0]
    slug = lexicon.ascii_fold(first.summary)[:30] or "event"
    names = (
        "invite.ics",
        "meeting.ics",
        f"{slug}.ics",
        "calendar.ics",
        f"event-{first.start:%Y%m%d}.ics",
    )
    name = draw.choice(names)
    return Rendered(name, data, cal.kind, tuple(tags))
