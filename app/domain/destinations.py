"""The destinations and objects a tool call names, and how to find each in a text.

A tool call's dangerous part is usually a value someone supplied: the account the money goes
to, the address a mail goes to, the URL to visit, the channel, the file. This module finds
those values in a call's arguments (by their shape anywhere, and by the argument's name for
names and ids), and gives each a matcher that finds it in a conversation's texts as people
write it: e-mail addresses in any case, IBANs, account and phone numbers whatever their
spacing and punctuation, URLs by their host (any scheme, `www.` or not, IDNA or Unicode,
percent-encoded or not) and path, file paths by their last component, names and ids in any
case, with or without a leading `@` or `#`.

Pure and bounded: at most `MAX_VALUES` values from `MAX_NODES` argument nodes, strings read
up to `MAX_STRING_CHARS`; a matcher is one compiled pattern searched once per text.
"""

from __future__ import annotations

import ast
import functools
import json
import posixpath
import re
from collections.abc import Iterator
from dataclasses import dataclass
from enum import StrEnum
from urllib.parse import unquote, urlsplit

from app.domain.tool_result import jsonable, loads_scanned

MAX_VALUES = 32
# Arguments read as a Python literal up to this size (`ast` holds the event loop: 16 KiB is
# about 20 ms); larger ones that are not JSON are not read.
MAX_LITERAL_ARGUMENTS = 16 * 1024
MAX_NODES = 4_000
MAX_DEPTH = 32
MAX_STRING_CHARS = 65_536
# A name or id longer than this, or of more words, is prose, not a destination.
MAX_NAME_CHARS = 200
MAX_NAME_WORDS = 6
MIN_NAME_CHARS = 3
# Occurrences of one value looked at per text.
MAX_OCCURRENCES = 8


class Kind(StrEnum):
    EMAIL = "e-mail address"
    PHONE = "phone number"
    IBAN = "IBAN"
    ACCOUNT = "account number"
    URL = "URL"
    DOMAIN = "domain"
    PATH = "file path"
    NAME = "name or id"


def word_set(text: str) -> frozenset[str]:
    """The words of a space-separated list."""
    return frozenset(text.split())


# Kinds that name where something goes: one of these appearing nowhere in the conversation
# was made up or decoded by the model.
ADDRESSES = frozenset({Kind.EMAIL, Kind.PHONE, Kind.IBAN, Kind.ACCOUNT, Kind.URL, Kind.DOMAIN})

# Argument names (their words) that name a destination or the object of an action.
_DESTINATION_WORDS = word_set(
    "to cc bcc recipient recipients receiver receivers email emails mail address addresses "
    "phone phones number mobile iban ibans account accounts payee beneficiary creditor "
    "url urls uri link links website site domain host hostname endpoint webhook server "
    "channel channels user users username usernames member members participant "
    "participants attendee attendees invitee invitees assignee assignees owner owners "
    "reviewer reviewers contact contacts target targets destination destinations dest "
    "share with path paths file files filename filenames folder directory dir document "
    "documents doc docs repo repository branch remote id ids handle room group team "
    "hotel hotels restaurant restaurants venue property vendor merchant company car "
    "flight airline shop store acct acc login logins guest guests collaborator "
    "collaborators invite invites grantee grantees"
)
_PHONE_WORDS = frozenset({"phone", "phones", "mobile", "sms", "tel", "telephone", "number"})
_ACCOUNT_WORDS = frozenset(
    {"account", "accounts", "acct", "acc", "iban", "payee", "beneficiary", "creditor"}
)
# Argument names whose values are people or accounts by name, even when they look like a
# domain (`dora.vance`).
_NAME_WORDS = frozenset(
    {"user", "users", "username", "usernames", "handle", "member", "members", "owner", "login"}
)
_PATH_WORDS = frozenset({"path", "paths", "file", "files", "filename", "folder", "dir"})

_ID_WORDS = frozenset({"id", "ids"})

_WORDS = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+")

# Both start only where their first run of characters starts (the look-behinds): tried at
# every character of a long token, each would rescan the rest of it, quadratic in its length.
_EMAIL = re.compile(
    r"(?<![A-Za-z0-9._%+\-])[A-Za-z0-9._%+\-]+@[A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)*\.[A-Za-z]{2,}"
)
_EMAIL_WHOLE = re.compile(r"[^\s@]+@[^\s@]+\.[^\s@]{2,}")
_URL = re.compile(
    r"(?:(?<![a-z0-9+.\-])[a-z][a-z0-9+.\-]*://|www\.)[^\s<>\"'`)\]}]+", re.IGNORECASE
)
_DOMAIN_WHOLE = re.compile(r"(?:[^\W_](?:[\w\-]*[^\W_])?\.)+[^\W\d_]{2,}", re.UNICODE)
_IBAN = re.compile(r"\b[A-Z]{2}\d{2}(?:[ \-.]?[A-Z0-9]){11,30}\b")
_IBAN_GROUPS = re.compile(r"[ \-.]")
_PHONE_INTL = re.compile(r"\+\d[\d \-.()]{6,18}\d")
_PHONE_WHOLE = re.compile(r"\+?[\d \-.()/]{7,24}")
_DIGITS = re.compile(r"\d")

_SEP_IBAN = r"[\s.\-/]{0,2}"
_SEP_PHONE = r"[\s.\-()/]{0,3}"


@dataclass(frozen=True, slots=True)
class Value:
    """One destination or object in a call: `argument` is where it sits (`to`, `items[2].id`),
    `text` the value itself (never shown), `key` its normalised form."""

    argument: str
    kind: Kind
    text: str
    key: str


def words_of(name: str) -> list[str]:
    """The lower-case words of an identifier: `shareWith`, `share_with`, `share-with`."""
    return [word.lower() for word in _WORDS.findall(name)]


def _is_destination_key(key: str) -> bool:
    words = words_of(key)
    return bool(words) and (words[-1] in _DESTINATION_WORDS or words[0] in _DESTINATION_WORDS)


# --- normal forms ------------------------------------------------------------------------------


def host_forms(host: str) -> list[str]:
    """A host's lower-case forms without `www.`: as written, and its IDNA (ASCII) or Unicode
    counterpart, so `bücher.example` and `xn--bcher-kva.example` are one host."""
    host = host.strip().rstrip(".").lower()
    host = host.removeprefix("www.")
    forms = [host]
    try:
        if host.isascii():
            other = host.encode("ascii").decode("idna")
        else:
            other = host.encode("idna").decode("ascii")
    except UnicodeError:
        return forms
    other = other.lower().removeprefix("www.")
    if other and other != host:
        forms.append(other)
    return forms


def url_parts(url: str) -> tuple[str, str] | None:
    """(host, path) of a URL written with or without a scheme; the path percent-decoded,
    lower-cased and without a trailing `/`; None when there is no host."""
    text = url.strip()
    if "://" not in text:
        text = "//" + text
    try:
        parts = urlsplit(text)
        host = parts.hostname
    except ValueError:
        return None
    if not host or "." not in host:
        return None
    path = unquote(parts.path).rstrip("/").lower()
    return host_forms(host)[0], path


def iban_key(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9]", "", text).upper()


def digits_of(text: str) -> str:
    return "".join(_DIGITS.findall(text))


def name_key(text: str) -> str:
    return " ".join(text.strip().lstrip("@#").split()).lower()


def path_key(text: str) -> str:
    normal = posixpath.normpath(text.strip().replace("\\", "/"))
    return normal.removeprefix("./").lower()


# --- values in a call's arguments ---------------------------------------------------------------


# File name endings a bare `name.ext` ends in: a file, not a domain.
_FILE_ENDINGS = word_set(
    "pdf doc docx xls xlsx ppt pptx odt ods csv tsv txt md rst json yaml yml xml html htm png "
    "jpg jpeg gif svg zip tar gz eml msg log py js ts sh ini cfg toml"
)


def _whole_value(argument: str, key_words: list[str], text: str) -> Value | None:
    """A string under a destination-like argument, classified by its shape."""
    stripped = text.strip()
    if not stripped or len(stripped) > MAX_NAME_CHARS:
        return None
    words = set(key_words)
    for classify in (_as_email, _as_number, _as_path, _as_url):
        found = classify(argument, words, stripped)
        if found is not None:
            return found
    key = name_key(stripped)
    # An id names an object however short it is (`"event_id": "12"`); a short name is a word.
    shortest = 1 if key_words and key_words[-1] in _ID_WORDS else MIN_NAME_CHARS
    if len(key) >= shortest and len(key.split()) <= MAX_NAME_WORDS:
        return Value(argument, Kind.NAME, stripped, key)
    return None


def _as_email(argument: str, words: set[str], text: str) -> Value | None:
    if not _EMAIL_WHOLE.fullmatch(text):
        return None
    local, _, domain = text.rpartition("@")
    return Value(argument, Kind.EMAIL, text, f"{local.lower()}@{host_forms(domain)[0]}")


def _as_number(argument: str, words: set[str], text: str) -> Value | None:
    squashed = iban_key(text)
    if (
        _IBAN.fullmatch(text.upper())
        or (words & _ACCOUNT_WORDS and _IBAN.fullmatch(squashed))
        # Check digits that hold make it an IBAN whatever the argument's name or the
        # punctuation (`DE89-3704-…` under `recipient`).
        or (_IBAN.fullmatch(squashed) and iban_valid(squashed))
    ):
        return Value(argument, Kind.IBAN, text, squashed)
    digits = digits_of(text)
    if not _PHONE_WHOLE.fullmatch(text) or len(digits) < 6:
        return None
    # A number in international form (`+44 …`) is a phone number, not an account.
    phone = (words & _PHONE_WORDS and not words & _ACCOUNT_WORDS) or text.startswith("+")
    if phone and len(digits) >= 7:
        return Value(argument, Kind.PHONE, text, digits)
    return Value(argument, Kind.ACCOUNT, text, digits)


def _as_path(argument: str, words: set[str], text: str) -> Value | None:
    looks_like_path = ("/" in text or "\\" in text) and " " not in text and "://" not in text
    if not (words & _PATH_WORDS or (looks_like_path and url_parts(text) is None)):
        return None
    key = path_key(text)
    if len(posixpath.basename(key)) < MIN_NAME_CHARS:
        return None
    return Value(argument, Kind.PATH, text, key)


def _as_url(argument: str, words: set[str], text: str) -> Value | None:
    if " " in text or words & _NAME_WORDS:
        return None
    if _URL.fullmatch(text) or "/" in text:
        parts = url_parts(text)
        return None if parts is None else Value(argument, Kind.URL, text, "\x00".join(parts))
    if _DOMAIN_WHOLE.fullmatch(text) and text.rsplit(".", 1)[-1].lower() not in _FILE_ENDINGS:
        return Value(argument, Kind.DOMAIN, text, host_forms(text)[0])
    return None


def _embedded_values(argument: str, text: str) -> Iterator[Value]:
    """Values of an unmistakable shape inside any string (a mail body, a message, a command)."""
    text = text[:MAX_STRING_CHARS]
    if "@" in text:
        for match in _EMAIL.finditer(text):
            local, _, domain = match.group().rpartition("@")
            yield Value(argument, Kind.EMAIL, match.group(), f"{local.lower()}@{domain.lower()}")
    for match in _URL.finditer(text):
        url = match.group().rstrip(".,;:!?")
        parts = url_parts(url)
        if parts is not None:
            yield Value(argument, Kind.URL, url, "\x00".join(parts))
    for match in _IBAN.finditer(text.upper()):
        found = _iban_in(match.group())
        if found is not None:
            yield Value(argument, Kind.IBAN, found, iban_key(found))
    if "+" in text:
        for match in _PHONE_INTL.finditer(text):
            yield Value(argument, Kind.PHONE, match.group(), digits_of(match.group()))


def _iban_in(text: str) -> str | None:
    """The longest run of `text`'s groups that is a valid IBAN: the pattern takes the words
    around one too (`FY24 DE89 3704 … 00 BY FRIDAY`), which break its check digits."""
    groups = _IBAN_GROUPS.split(text)
    # Longest first; a word before it may start the match too (`FY24 DE89 …`).
    for size in range(len(groups), 0, -1):
        for start in range(len(groups) - size + 1):
            candidate = " ".join(groups[start : start + size])
            if iban_valid(candidate):
                return candidate
    return None


def iban_valid(text: str) -> bool:
    """The IBAN check digits (ISO 13616, mod 97) hold."""
    key = iban_key(text)
    if not 15 <= len(key) <= 34:
        return False
    moved = key[4:] + key[:4]
    number = "".join(str(int(ch, 36)) for ch in moved)
    return int(number) % 97 == 1


def _leaves(
    value: object, path: str, key: str, depth: int, budget: list[int], deep: list[bool]
) -> Iterator[tuple[str, str, object]]:
    """(path, argument name, leaf) of a JSON value, depth-first, within the node budget
    (the name is the last key of the path: a list's items are under their list's name);
    `deep` gets an entry when a value past `MAX_DEPTH` was left unread."""
    budget[0] -= 1
    if budget[0] < 0:
        return
    if depth > MAX_DEPTH:
        deep.append(True)
        return
    if type(value) is dict:
        for name, item in value.items():
            name = str(name)
            if _is_value_key(name):
                # A key that is itself a value (`{"bob@corp.example": "Bob"}`): read as one
                # under its object's name, and never written into a path, which a reason shows.
                yield path, key, name
                name = "*"
            inner = f"{path}.{name}" if path else name
            yield from _leaves(item, inner, name, depth + 1, budget, deep)
    elif type(value) is list:
        for index, item in enumerate(value):
            yield from _leaves(item, f"{path}[{index}]", key, depth + 1, budget, deep)
    elif type(value) is str and value[:1] in ("{", "[") and len(value) <= MAX_STRING_CHARS:
        # JSON text inside the arguments (`{"order": "{\"account\": …}"}`): a tool that
        # parses it acts on what it holds.
        try:
            inner_value = parse_arguments(value)
        except ValueError:
            yield path, key, value
        else:
            yield from _leaves(inner_value, path, key, depth + 1, budget, deep)
    else:
        yield path, key, value


def _is_value_key(name: str) -> bool:
    """Whether an object's key is itself a value (an address, a number, a URL), not the name
    of an argument (`payee account`, `Recipient Email` are names)."""
    return (
        len(name) > 64
        or "@" in name
        or "://" in name
        or len(digits_of(name)) >= 6
        or _DOMAIN_WHOLE.fullmatch(name) is not None
        or not name.isprintable()
    )


# A bare number of 16 digits or more, which a float does not hold exactly.
_LONG_NUMBER = re.compile(r"(?<![\w.\"\\])-?\d{16,}(?![\w.])")


def parse_arguments(text: str) -> object:
    """JSON arguments; a bare number too long for a float keeps every digit (an account
    number given as a number)."""
    value = loads_scanned(text)
    if _LONG_NUMBER.search(text):
        try:
            return json.loads(text)
        except (ValueError, RecursionError):
            return value
    return value


@functools.lru_cache(maxsize=4096)
def _key_facts(key: str) -> tuple[list[str], bool]:
    """An argument name's words, and whether it names a destination (a call names the same
    few arguments on thousands of values)."""
    return words_of(key), _is_destination_key(key)


# The shortest text an embedded value fits in (`a@b.io`).
_SHORTEST_EMBEDDED = 6


class Unparsed(str):
    """Arguments given as text that is neither JSON nor a Python literal (`{'a': 1`): a
    runtime that repairs JSON may still run the call."""

    __slots__ = ()


def arguments_value(arguments: object, *, free_text: bool, literal: bool = True) -> object:
    """A call's arguments as JSON: parsed when given as JSON text (or, as a runtime may take
    it, a Python literal); free text stays text, and text neither reads is `Unparsed`."""
    if type(arguments) is str and not free_text:
        if not arguments.strip():
            return {}  # no arguments, as some models send them
        try:
            return parse_arguments(arguments)
        except ValueError:
            pass
        if literal and len(arguments) <= MAX_LITERAL_ARGUMENTS:
            try:
                return jsonable(ast.literal_eval(arguments))
            except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
                pass
        return Unparsed(arguments)
    return arguments


def call_values(arguments: object, *, free_text: bool = False, literal: bool = True) -> list[Value]:
    """The destinations and objects a call's arguments name, each once, at most `MAX_VALUES`
    (`literal`: arguments that are not JSON are read as a Python literal, which costs up to
    20 ms on the event loop: for the call judged, not for every earlier one)."""
    return bounded_call_values(arguments, free_text=free_text, literal=literal)[0]


def bounded_call_values(
    arguments: object, *, free_text: bool = False, literal: bool = True
) -> tuple[list[Value], str | None]:
    """`call_values`, and which bound stopped the walk before it saw every argument
    (`values`, `nodes` or `depth`), or None when it saw them all."""
    found: dict[tuple[Kind, str], Value] = {}
    parsed = arguments_value(arguments, free_text=free_text, literal=literal)
    unparsed = isinstance(parsed, Unparsed)
    if unparsed:
        parsed = str(parsed)  # still searched for values of an unmistakable shape
    budget = [MAX_NODES]
    deep: list[bool] = []
    for path, key, leaf in _leaves(parsed, "", "", 0, budget, deep):
        for value in _leaf_values(path, key, leaf):
            found.setdefault((value.kind, value.key), value)
            if len(found) > MAX_VALUES:
                del found[(value.kind, value.key)]
                return list(found.values()), "values"
    bound = "nodes" if budget[0] < 0 else "depth" if deep else None
    if unparsed:
        bound = "parse"
    return list(found.values()), bound


def _leaf_values(path: str, key: str, leaf: object) -> Iterator[Value]:
    argument = path or "arguments"
    key_words, destination = _key_facts(key)
    if type(leaf) is int and destination and not isinstance(leaf, bool):
        leaf = str(leaf)
    if type(leaf) is not str:
        return
    whole = _whole_value(argument, key_words, leaf) if destination else None
    if whole is not None:
        yield whole
    if (whole is None or whole.kind is Kind.NAME) and len(leaf) >= _SHORTEST_EMBEDDED:
        yield from _embedded_values(argument, leaf)


# --- finding a value in a text --------------------------------------------------------------


def _spaced(chars: str, separator: str) -> str:
    return separator.join(re.escape(ch) for ch in chars)


# A pattern for a value, and the characters that may not come right before a match (a left
# boundary checked outside the pattern, so each pattern starts with a literal character and
# the regular expression engine can skip ahead to it: a megabyte is searched in well under a
# millisecond).
_Pattern = tuple[str, str]


def _patterns(value: Value) -> list[_Pattern]:
    """Patterns for the value in lower-cased text, as people write it."""
    kind, key = value.kind, value.key
    if kind is Kind.EMAIL:
        local, _, domain = key.rpartition("@")
        return [
            (rf"{re.escape(local)}@{re.escape(form)}(?![\w\-]|\.\w)", r"[\w.+\-]")
            for form in host_forms(domain)
        ]
    if kind is Kind.IBAN:
        return [(rf"{_spaced(key.lower(), _SEP_IBAN)}(?![a-z0-9])", "[a-z0-9]")]
    if kind is Kind.ACCOUNT:
        return [(rf"{_spaced(key, _SEP_IBAN)}(?!\d)", r"\d")]
    if kind is Kind.PHONE:
        # The last nine digits: the same number with or without its country code or a
        # leading trunk zero. (Eight would find an eight-digit national number, and a number
        # the user never typed inside another: a false "given by the user".)
        return [(rf"{_spaced(key[-9:], _SEP_PHONE)}(?![\s.\-()/]{{0,3}}\d)", "")]
    if kind in (Kind.URL, Kind.DOMAIN):
        host = key.split("\x00", 1)[0]
        path = r"(?P<path>/[^\s<>\"'`)\]}]*)?"
        return [
            (rf"{re.escape(form)}(?![\w\-]|\.\w){path}", _HOST_LEFT) for form in host_forms(host)
        ]
    if kind is Kind.PATH:
        base = posixpath.basename(key)
        after = r"(?![\w\-]|\.\w)"
        return [
            (rf"{re.escape(key)}{after}", r"[\w.\-]"),
            (rf"{re.escape(base)}{after}", r"[\w.\-]"),
        ]
    words = r"\s+".join(re.escape(word) for word in key.split())
    return [(rf"{words}(?!\w)", r"\w")]


# Before a host: not a letter, digit, hyphen or dot, except the dot of a leading `www.`.
_HOST_LEFT = r"[\w\-]|(?<!www)\."


class Matcher:
    """Finds one value in lower-cased texts."""

    def __init__(self, value: Value) -> None:
        self.value = value
        self._regexes = [
            (re.compile(pattern), re.compile(left) if left else None)
            for pattern, left in _patterns(value)
        ]
        self._path = value.key.split("\x00", 1)[1] if value.kind is Kind.URL else ""

    def _matches(self, folded: str) -> Iterator[re.Match[str]]:
        for regex, left in self._regexes:
            for match in regex.finditer(folded):
                start = match.start()
                if left is None or start == 0 or not left.match(folded, start - 1):
                    yield match

    def positions(self, folded: str) -> list[int]:
        """Where the value sits in `folded` (lower-cased text), at most `MAX_OCCURRENCES`."""
        found: list[int] = []
        for match in self._matches(folded):
            found.append(match.start())
            if len(found) >= MAX_OCCURRENCES:
                break
        return sorted(found)

    def given_in(self, folded: str) -> bool:
        """Whether `folded` gives the value: a URL's host with a path its path starts with
        (the site the user named, or a page under the one they named)."""
        for match in self._matches(folded):
            if not self._path:
                return True
            # A URL in prose ends before the punctuation of its sentence ("…/venue, with").
            written = unquote(match.group("path") or "").rstrip(".,;:!?").rstrip("/")
            if self._path.startswith(written):
                return True
        return False
