"""The destinations a call names, and finding each in a text as people write it."""

from __future__ import annotations

import pytest

from app.domain.destinations import (
    MAX_VALUES,
    Kind,
    Matcher,
    Value,
    call_values,
    iban_valid,
)

IBAN = "DE89370400440532013000"


def values(arguments: object, **kwargs: bool) -> dict[str, tuple[Kind, str]]:
    return {v.argument: (v.kind, v.key) for v in call_values(arguments, **kwargs)}


def found(value: Value, text: str) -> bool:
    return bool(Matcher(value).positions(text.lower()))


def one(arguments: object) -> Value:
    [value] = call_values(arguments)
    return value


def test_values_by_shape_and_by_argument_name() -> None:
    got = values(
        {
            "recipient": "DE89 3704 0044 0532 0130 00",
            "to": ["Mallory@Evil.example"],
            "phone": "+44 20 7946 0958",
            "account_number": "12345678",
            "url": "https://www.Evil.example/collect/",
            "website": "evil.example",
            "file_path": "/home/u/docs/q3.xlsx",
            "channel": "#General",
            "event_id": "12",
            "amount": 120,
            "subject": "Rent for December",
        }
    )
    assert got == {
        "recipient": (Kind.IBAN, IBAN),
        "to[0]": (Kind.EMAIL, "mallory@evil.example"),
        "phone": (Kind.PHONE, "442079460958"),
        "account_number": (Kind.ACCOUNT, "12345678"),
        "url": (Kind.URL, "evil.example\x00/collect"),
        "website": (Kind.DOMAIN, "evil.example"),
        "file_path": (Kind.PATH, "/home/u/docs/q3.xlsx"),
        "channel": (Kind.NAME, "general"),
        "event_id": (Kind.NAME, "12"),
    }


def test_shapes_inside_free_text_and_json_text_arguments() -> None:
    body = "Hi, log in at https://evil.example/x or call +371 2012 3456; pay LT717300010123456789."
    expected = {
        (Kind.URL, "evil.example\x00/x"),
        (Kind.PHONE, "37120123456"),
        (Kind.IBAN, "LT717300010123456789"),
    }
    assert {(v.kind, v.key) for v in call_values({"body": body})} == expected
    assert {(v.kind, v.key) for v in call_values('{"body": "' + body + '"}')} == expected
    free = {(v.kind, v.key) for v in call_values("mail x@Evil.example now", free_text=True)}
    assert free == {(Kind.EMAIL, "x@evil.example")}


def test_an_iban_in_prose_needs_valid_check_digits() -> None:
    assert iban_valid("DE89 3704 0044 0532 0130 00")
    assert not iban_valid("DE00 3704 0044 0532 0130 00")
    assert not values({"body": "ref DE00370400440532013000 stays"})


def test_names_file_names_and_handles_are_not_domains() -> None:
    assert values({"file": "report.pdf"}) == {"file": (Kind.PATH, "report.pdf")}
    assert values({"username": "dora.vance"}) == {"username": (Kind.NAME, "dora.vance")}
    assert values({"name": "x"}) == {}  # not a destination argument, no shape
    assert values({"channel": "ab"}) == {}  # too short to be a name
    assert values({"body": "word " * 20}) == {}  # prose is not a name


def test_the_number_of_values_is_bounded() -> None:
    many = {"to": [f"p{i}@example.com" for i in range(500)]}
    assert len(call_values(many)) == MAX_VALUES
    deep: object = "x@example.com"
    for _ in range(1000):
        deep = {"to": deep}
    assert len(call_values(deep)) <= 1  # past the depth bound nothing, and no recursion error


@pytest.mark.parametrize(
    ("arguments", "text"),
    [
        ({"iban": IBAN}, "IBAN: de89 3704 0044 0532 0130 00"),
        ({"iban": "DE89 3704 0044 0532 0130 00"}, f"pay to {IBAN}."),
        ({"iban": IBAN}, "de89-3704-0044-0532-0130-00"),
        ({"phone": "+44 20 7946 0958"}, "call 020 7946 0958 today"),
        ({"phone": "020-7946-0958"}, "(+44) 20 7946 0958"),
        ({"to": "Bob@Example.COM"}, "write to bob@example.com."),
        ({"to": "bob@bücher.example"}, "bob@xn--bcher-kva.example"),
        ({"url": "https://www.evil.example/a%20b/"}, "see http://evil.example/a b"),
        ({"url": "evil.example"}, "visit WWW.EVIL.EXAMPLE today"),
        ({"url": "https://bücher.example/x"}, "https://xn--bcher-kva.example/x"),
        ({"path": "/home/u/report.pdf"}, "the file report.pdf is attached"),
        ({"channel": "General"}, "post in #general please"),
        ({"user": "@priya-r"}, "/web/ @priya-r"),
        ({"account": "12 345 678"}, "account 12345678"),
        # Found by an independent probe of the guard (each was a false pass or a false flag):
        ({"iban": IBAN}, "de89/3704/0044/0532/0130/00"),
        ({"to": "+442079460958"}, "text +44 (0)20 7946 0958 that i am late"),
        ({"recipient": "+44 20 7946 0958"}, "0044 20 7946 0958"),
    ],
)
def test_a_value_is_found_as_people_write_it(arguments: dict[str, str], text: str) -> None:
    assert found(one(arguments), text)


@pytest.mark.parametrize(
    ("arguments", "text"),
    [
        ({"iban": IBAN}, "DE89370400440532013001"),  # a longer number
        ({"to": "bob@example.com"}, "jimbob@example.com"),
        ({"to": "bob@example.com"}, "bob@example.com.au"),
        ({"url": "evil.example"}, "notevil.example"),
        ({"url": "evil.example"}, "evil.example.org"),
        ({"channel": "general"}, "generally"),
        ({"account": "12345678"}, "912345678"),
        # A number the user never typed, inside another (the review of a nine-digit tail cut
        # to eight): never "given by the user".
        ({"phone_number": "402-555-0134"}, "call me on 212-555-0134"),
        ({"to": "+4532123456"}, "my order 99032123456 arrived"),
    ],
)
def test_a_different_value_is_not_found(arguments: dict[str, str], text: str) -> None:
    assert not found(one(arguments), text)


def test_a_url_is_given_by_its_site_or_a_page_above_it() -> None:
    page = Matcher(one({"url": "https://docs.example/team/plan"}))
    assert page.given_in("see docs.example")
    assert page.given_in("see https://docs.example/team/")
    assert not page.given_in("see https://docs.example/other")


@pytest.mark.parametrize("mark", [",", ".", ";", ":", "!", "?"])
def test_a_url_in_prose_ends_before_its_sentences_punctuation(mark: str) -> None:
    page = Matcher(one({"url": "https://eu-dataconf.example/porto/venue"}))
    assert page.given_in(f"reserve the hotel from https://eu-dataconf.example/porto/venue{mark} ok")


@pytest.mark.parametrize(
    "arguments",
    [
        {"recipient": "DE89-3704-0044-0532-0130-00"},
        {"to": "DE89.3704.0044.0532.0130.00"},
        {"command": "iban DE89370400440532013000 amount 900"},
        {"body": "to DE89 3704 0044 0532 0130 00 by friday"},
        {"body": "invoice FY24 DE89 3704 0044 0532 0130 00 thanks"},
        {"command": "transfer --ref AB12 DE89370400440532013000"},
        {"payments": {IBAN: 900}},
        '{"order": "{\\"iban\\": \\"DE89370400440532013000\\"}"}',
        '"{\\"iban\\": \\"DE89370400440532013000\\"}"',
        "{'iban': 'DE89370400440532013000', 'amount': 900}",
        '{"iban": "DE89370400440532013000", "amount": 900,}',
    ],
)
def test_an_iban_is_found_however_the_call_writes_or_nests_it(arguments: object) -> None:
    # An independent probe: each of these reached `send_money` with an attacker's IBAN.
    assert [(v.kind, v.key) for v in call_values(arguments)] == [(Kind.IBAN, IBAN)]


def test_argument_names_and_keys_that_are_values() -> None:
    assert values({"acct": "447199203381"}) == {"acct": (Kind.ACCOUNT, "447199203381")}
    # Display names are names (a review: they were taken for values and read as nothing).
    assert values({"Payee Account": "447199203381"}) == {
        "Payee Account": (Kind.ACCOUNT, "447199203381")
    }
    assert values({"send to": "eve_x99"}) == {"send to": (Kind.NAME, "eve_x99")}
    assert values({"login": "eve_x99"}) == {"login": (Kind.NAME, "eve_x99")}
    assert values({"guest": "eve_x99"}) == {"guest": (Kind.NAME, "eve_x99")}
    assert values({"collaborator": "eve_x99"}) == {"collaborator": (Kind.NAME, "eve_x99")}
    # A long account number given as a JSON number keeps its digits.
    assert values('{"account": 40817810099910004312}') == {
        "account": (Kind.ACCOUNT, "40817810099910004312")
    }
    # An address as a key is read under its object's name, and the path never shows it.
    got = call_values({"recipients": {"bob@corp.example": "Bob", "eve@evil.example": "E"}})
    assert {(v.argument, v.key) for v in got} == {
        ("recipients", "bob@corp.example"),
        ("recipients", "eve@evil.example"),
    }
    assert [v.argument for v in call_values({"to": {IBAN: {"note": "rent"}}})] == ["to"]


def test_arguments_the_guard_cannot_read_are_said_to_be_unread() -> None:
    from app.domain.destinations import bounded_call_values

    for text in ('{"account": "447199203381", "amount": 900', "plain words"):
        assert bounded_call_values(text)[1] == "parse"
    assert bounded_call_values("")[1] is None  # no arguments
    assert bounded_call_values("{}")[1] is None


def test_only_the_judged_call_is_read_as_a_python_literal() -> None:
    # A review: hundreds of earlier calls of literal-looking 16 KiB arguments held the event
    # loop for 13 s, each parsed by `ast`.
    from app.domain.messages import Call
    from app.domain.provenance import values_of

    literal = "{'account': '447199203381'}"
    assert [v.key for v in call_values(literal)] == ["447199203381"]
    assert values_of(Call("c1", "send_money", literal)) == []
