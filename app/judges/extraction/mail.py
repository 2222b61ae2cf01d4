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

from app.judges.extraction.base import Extracted, TextSink, decode_text
from app.judges.extraction.markup import html_text

# A reader sees these; the rest (Received, DKIM, ...) is routing.
_HEADERS = ("From", "Reply-To", "To", "Cc", "Date", "Subject")
# A message with more parts than this is read up to it; the rest are parts not read.
MAX_PARTS = 200


def _part_text(part: Message) -> str:
    if part.get_content_maintype() == "text":
        # Its own bytes, in its declared charset or the one they point to: the library reads a
        # part that declares none as ASCII, and a legacy charset's words were lost.
        raw = part.get_payload(decode=True)
        if isinstance(raw, bytes):
            return decode_text(raw, charset=part.get_content_charset())
    try:
        content = part.get_content() if isinstance(part, EmailMessage) else None
    except (LookupError, UnicodeError, ValueError, AssertionError):
        content = None
    if isinstance(content, str):
        return content
    payload = part.get_payload(decode=True)
    if isinstance(payload, bytes):
        return decode_text(payload, charset=part.get_content_charset())
    return ""


def _headers(message: Message, sink: TextSink) -> None:
    for name in _HEADERS:
        for value in message.get_all(name, []):
            sink.add(f"{name}: {value}\n")
    sink.add("\n")


def _read(message: Message, sink: TextSink) -> None:
    _headers(message, sink)
    parts = list(message.walk())
    for index, part in enumerate(parts):
        if sink.full:
            sink.truncated = True
            return
        if index >= MAX_PARTS:
            for _ in parts[index:]:
                sink.part(read=False)
            return
        media = part.get_content_type()
        if media == "message/rfc822":  # a forwarded message: its headers, then its parts
            inner = part.get_payload(0)
            if isinstance(inner, Message):
                _headers(inner, sink)
            continue
        if part.is_multipart():
            continue
        try:
            _leaf(part, media, sink)
        except (LookupError, UnicodeError, ValueError, RecursionError, MemoryError):
            sink.part(read=False)
            continue
        sink.add("\n\n")


def _leaf(part: Message, media: str, sink: TextSink) -> None:
    """One part with content: text as it is, HTML through its reader, a document attached
    through the reader its bytes call for; a picture is not text, and not counted."""
    from app.judges.extraction import extract_text

    if media == "text/html":
        sink.part()
        sink.absorb(html_text(_part_text(part), sink.limit))
        return
    if media.startswith("text/"):
        sink.part()
        sink.add(_part_text(part))
        return
    data = part.get_payload(decode=True)
    if not isinstance(data, bytes):
        return
    inner = extract_text(data, media, sink.limit)
    if inner is not None:
        sink.part()
        sink.absorb(inner)


def mail_text(data: bytes, max_chars: int) -> Extracted:
    """The headers that matter and every readable part of one e-mail message. A message the
    parser cannot take apart at all (nested past Python's recursion limit, say) raises: the
    file is then unread, never clean."""
    sink = TextSink(max_chars)
    message = email.message_from_bytes(data, policy=email.policy.default)
    _read(message, sink)
    return sink.result()
