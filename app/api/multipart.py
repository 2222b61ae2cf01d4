"""A streaming reader of multipart/form-data bodies, so uploads never wait whole in memory."""

from __future__ import annotations

import codecs
import re
from collections import deque
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from email.message import Message
from email.utils import collapse_rfc2231_value

from python_multipart.exceptions import FormParserError
from python_multipart.multipart import MultipartParser, parse_options_header

from app.errors import InvalidUpload, UnsupportedMediaType
from app.services.attachments import PartData, PartEnd, PartStart, UploadEvent


@dataclass(slots=True)
class _Headers:
    name: bytearray = field(default_factory=bytearray)
    value: bytearray = field(default_factory=bytearray)
    disposition: bytes = b""
    content_type: bytes | None = None


class MultipartReader:
    """Turns a request body into a flat stream of part events, in order.

    Bytes of a file part are handed on as they arrive; the caller decides where they go.
    Truncated or malformed bodies raise `InvalidUpload`.
    """

    def __init__(self, content_type: str, body: AsyncIterator[bytes]) -> None:
        media, params = parse_options_header(content_type)
        if media != b"multipart/form-data":
            raise UnsupportedMediaType(
                "Send the file as multipart/form-data in a field named 'file'."
            )
        boundary = params.get(b"boundary")
        if not boundary:
            raise InvalidUpload("The multipart body has no boundary.")
        charset = params.get(b"charset", b"utf-8").decode("latin-1")
        try:
            self._charset = codecs.lookup(charset).name
        except LookupError:
            self._charset = "utf-8"
        self._body = body
        self._queue: deque[UploadEvent] = deque()
        self._headers = _Headers()
        self.complete = False
        try:
            self._parser = MultipartParser(
                boundary,
                {
                    "on_part_begin": self._on_part_begin,
                    "on_header_field": self._on_header_field,
                    "on_header_value": self._on_header_value,
                    "on_header_end": self._on_header_end,
                    "on_headers_finished": self._on_headers_finished,
                    "on_part_data": self._on_part_data,
                    "on_part_end": self._on_part_end,
                    "on_end": self._on_end,
                },
            )
        except FormParserError as exc:
            raise InvalidUpload("The multipart boundary is not valid.") from exc

    def _on_part_begin(self) -> None:
        self._headers = _Headers()

    def _on_header_field(self, data: bytes, start: int, end: int) -> None:
        self._headers.name += data[start:end]

    def _on_header_value(self, data: bytes, start: int, end: int) -> None:
        self._headers.value += data[start:end]

    def _on_header_end(self) -> None:
        name = bytes(self._headers.name).lower()
        if name == b"content-disposition":
            self._headers.disposition = bytes(self._headers.value)
        elif name == b"content-type":
            self._headers.content_type = bytes(self._headers.value)
        self._headers.name.clear()
        self._headers.value.clear()

    def _on_headers_finished(self) -> None:
        _, options = parse_options_header(self._headers.disposition)
        if b"name" not in options:
            raise InvalidUpload("A multipart part has no name in its Content-Disposition.")
        plain = options.get(b"filename")
        filename = None if plain is None else _form_name(self._decode(plain))
        extended = _extended_filename(self._headers.disposition)
        content_type = self._headers.content_type
        self._queue.append(
            PartStart(
                name=self._decode(options[b"name"]),
                filename=extended or filename,
                content_type=None if content_type is None else content_type.decode("latin-1"),
            )
        )

    def _on_part_data(self, data: bytes, start: int, end: int) -> None:
        if end > start:
            self._queue.append(PartData(bytes(data[start:end])))

    def _on_part_end(self) -> None:
        self._queue.append(PartEnd())

    def _on_end(self) -> None:
        self.complete = True

    def _decode(self, raw: bytes) -> str:
        return raw.decode(self._charset, errors="replace")

    async def events(self) -> AsyncIterator[UploadEvent]:
        """Every part event of the body, in order; raises `InvalidUpload` on a bad body."""
        try:
            async for chunk in self._body:
                self._parser.write(chunk)
                while self._queue:
                    yield self._queue.popleft()
                if self.complete:
                    # The closing boundary: what follows (an epilogue) is not read, so no
                    # client can trickle one to hold a finished upload unpublished.
                    return
            self._parser.finalize()
        except FormParserError as exc:
            raise InvalidUpload("The multipart body is malformed.") from exc
        while self._queue:
            yield self._queue.popleft()
        if not self.complete:
            raise InvalidUpload("The multipart body ended before its closing boundary.")


# How browsers, httpx and urllib3 write `"`, CR and LF in a form's file name (the HTML
# standard's multipart/form-data encoding). A literal `%22` in a name is read as `"` too: such
# a sender names it in the `filename*` form, which is read exactly.
_FORM_ESCAPES = re.compile("%22|%0D|%0A")
_FORM_UNESCAPED = {"%22": '"', "%0D": "\r", "%0A": "\n"}


def _form_name(name: str) -> str:
    """A form's plain `filename` with the HTML encoding of `"`, CR and LF undone (an upload
    named `q"4".txt` by a browser or httpx was kept as `q%224%22.txt`); the CR and LF are then
    dropped, as every control character in a name is."""
    return _FORM_ESCAPES.sub(lambda match: _FORM_UNESCAPED[match.group()], name)


def _extended_filename(disposition: bytes) -> str | None:
    """The `filename*=utf-8''%E2%82%AC.txt` form (RFC 5987), which RFC 7578 tells senders
    not to use in a form but some do (alone, or after an ASCII `filename` fallback): the
    parser drops it, and the upload was refused as having no file. Preferred to `filename`
    when both are given, as RFC 6266 has it; None when absent."""
    if b"filename*" not in disposition.lower():
        return None
    header = Message()
    header["content-disposition"] = disposition.decode("latin-1")
    params = header.get_params(header="content-disposition", unquote=True) or []
    for key, value in params:
        if key.lower() == "filename*" or (key.lower() == "filename" and isinstance(value, tuple)):
            return collapse_rfc2231_value(value, errors="replace")
    return None
