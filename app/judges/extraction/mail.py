"""E-mail (`message/rfc822`): the headers a reader sees and every text part, decoded.

Parsed by the standard library's `email` package with the modern policy, so quoted-printable
and base64 bodies, encoded-word headers and charsets are decoded as a mail client would. Every
`text/plain` part is read, every `text/html` part goes through the HTML reader (hidden
preheaders and comments included), and attachments of a readable type (a forwarded message, a
document) are read through the same extractors. Lines quoted with `>` keep their marker.
"""

from __future__ import annotations

import email
import email.policy
from email.message import EmailMessage, Message

from app.judges.extraction.base import Extracted, TextSink
from app.judges.extraction.markup import html_text

# A reader sees these; the rest (Received, DKIM, ...) is routing.
_HEADERS = ("From", "Reply-To", "To", "Cc", "Date", "Subject")
# A message with more parts than this is read up to it.
MAX_PARTS = 200


def _part_text(part: Message) -> str:
    try:
        content = part.get_content() if isinstance(part, EmailMessage) else None
    except (LookupError, UnicodeError, ValueError, AssertionError):
        content = None
    if isinstance(content, str):
        return content
    payload = part.get_payload(decode=True)
    if isinstance(payload, bytes):
        return payload.decode(part.get_content_charset() or "utf-8", errors="replace")
    return ""


def _headers(message: Message, sink: TextSink) -> None:
    for name in _HEADERS:
        for value in message.get_all(name, []):
            sink.add(f"{name}: {value}\n")
    sink.add("\n")


def _read(message: Message, sink: TextSink) -> None:
    from app.judges.extraction import extract_text, is_readable_type

    _headers(message, sink)
    parts = 0
    for part in message.walk():
        parts += 1
        if parts > MAX_PARTS or sink.full:
            sink.truncated = True
            return
        media = part.get_content_type()
        if media == "message/rfc822":  # a forwarded message: its headers, then its parts
            inner = part.get_payload(0)
            if isinstance(inner, Message):
                _headers(inner, sink)
            continue
        if part.is_multipart():
            continue
        if media == "text/html":
            sink.add(html_text(_part_text(part), sink.limit).text)
        elif media.startswith("text/"):
            sink.add(_part_text(part))
        elif not is_readable_type(media):
            continue  # images and binaries are not text
        else:
            data = part.get_payload(decode=True)
            if isinstance(data, bytes):
                inner = extract_text(data, media, sink.limit)
                if inner is not None:
                    sink.add(inner.text)
        sink.add("\n\n")


def mail_text(data: bytes, max_chars: int) -> Extracted:
    """The headers that matter and every readable part of one e-mail message."""
    sink = TextSink(max_chars)
    message = email.message_from_bytes(data, policy=email.policy.default)
    _read(message, sink)
    return sink.result()
