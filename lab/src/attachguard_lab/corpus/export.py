"""API dumps (JSON) and spreadsheet exports (CSV) of tables and calendars."""

from __future__ import annotations

import csv
import io
import json
from datetime import timedelta

from attachguard_lab.corpus import event, records
from attachguard_lab.corpus.draw import Draw
from attachguard_lab.corpus.event import Calendar
from attachguard_lab.corpus.records import Table
from attachguard_lab.corpus.rendered import Rendered, file_name


def render_csv(draw: Draw, table: Table, injection: str | None) -> Rendered:
    tags = list(table.tags)
    if injection is not None:
        table = records.plant(draw, table, injection)
        tags.append("placement:cell")
    out = io.StringIO()
    delimiter = draw.choice((",", ",", ",", ";"))
    writer = csv.writer(out, delimiter=delimiter, lineterminator=draw.choice(("\r\n", "\n")))
    writer.writerow(table.columns)
    writer.writerows(table.rows)
    text = out.getvalue()
    data = ("\ufeff" + text).encode("utf-8") if draw.chance(0.2) else text.encode("utf-8")
    if delimiter == ";":
        tags.append("csv:semicolon")
    return Rendered(file_name(draw, table.title, table.when, "csv"), data, table.kind, tuple(tags))


def table_items(table: Table) -> list[dict[str, object]]:
    keys = [c.lower().replace(" ", "_").replace("-", "") for c in table.columns]
    return [dict(zip(keys, row, strict=True)) for row in table.rows]


def table_dump(draw: Draw, table: Table) -> dict[str, object]:
    items = table_items(table)
    if table.kind == "reviews":
        reviews = [
            {
                "id": item["review_id"],
                "rating": int(str(item["rating"])),
                "title": item["title"],
                "body": item["body"],
                "author": {"display_name": item["author"]},
                "created_at": f"{item['date']}T{draw.between(10, 22)}:{draw.between(10, 59)}:00Z",
                "verified_purchase": draw.chance(0.8),
                "helpful_votes": int(str(item["helpful_votes"])),
            }
            for item in items
        ]
        return {
            "product": {"name": table.rows[0][1], "sku": f"SKU-{draw.between(10000, 99999)}"},
            "page": 1,
            "per_page": 20,
            "total": len(reviews),
            "reviews": reviews,
        }
    key = {"support_tickets": "tickets", "security_findings": "findings"}.get(table.kind, "data")
    return {
        "object": "list",
        key: items,
        "has_more": False,
        "exported_at": f"{table.when:%Y-%m-%dT%H:%M:%SZ}",
    }


def calendar_dump(draw: Draw, cal: Calendar) -> dict[str, object]:
    zone = draw.choice(("Europe/London", "Europe/Berlin", "America/New_York", "UTC"))
    items = [
        {
            "kind": "calendar#event",
            "id": e.uid.split("@")[0],
            "status": "confirmed",
            "htmlLink": f"https://calendar.example.com/event?eid={e.uid[:20]}",
            "created": f"{e.start - timedelta(days=5):%Y-%m-%dT%H:%M:%S}.000Z",
            "summary": e.summary,
            "description": e.description,
            "location": e.location,
            "creator": {"email": e.organizer.email},
            "organizer": {"email": e.organizer.email, "displayName": e.organizer.name},
            "start": {"dateTime": f"{e.start:%Y-%m-%dT%H:%M:%S}Z", "timeZone": zone},
            "end": {"dateTime": f"{e.end:%Y-%m-%dT%H:%M:%S}Z", "timeZone": zone},
            "attendees": [
                {"email": p.email, "displayName": p.name, "responseStatus": "needsAction"}
                for p in e.attendees
            ],
            "iCalUID": e.uid,
        }
        for e in cal.events
    ]
    return {
        "kind": "calendar#events",
        "summary": cal.owner.email,
        "timeZone": zone,
        "updated": f"{cal.events[0].start:%Y-%m-%dT%H:%M:%S}.000Z",
        "items": items,
    }


def render_json(draw: Draw, carrier: Table | Calendar, injection: str | None) -> Rendered:
    """Tables become list endpoints (reviews get their own shape); calendars an events list."""
    tags = list(carrier.tags)
    if isinstance(carrier, Calendar):
        if injection is not None:
            carrier, where = event.plant(draw, carrier, injection)
            tags.append(f"placement:{where}")
        payload = calendar_dump(draw, carrier)
        name = draw.choice(("events.json", "calendar_export.json", "primary-events.json"))
        kind = "calendar_api_dump" if carrier.kind == "calendar" else carrier.kind
    else:
        if injection is not None:
            carrier = records.plant(draw, carrier, injection)
            tags.append("placement:field")
        payload = table_dump(draw, carrier)
        name = file_name(draw, carrier.title, carrier.when, "json")
        kind = f"{carrier.kind}_api_dump"
    ascii_only = draw.chance(0.4)
    if ascii_only:
        tags.append("json:ascii_escapes")
    text = json.dumps(payload, indent=draw.choice((2, 2, None)), ensure_ascii=ascii_only)
    return Rendered(name, (text + "\n").encode("utf-8"), kind, tuple(tags))
