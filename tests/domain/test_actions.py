"""A tool's kind of action by its name, and whether the user's words ask for that kind."""

from __future__ import annotations

import pytest

from app.domain.actions import Action, action_of, asked_for


@pytest.mark.parametrize(
    ("tool", "action"),
    [
        ("send_money", Action.PAYMENT),
        ("update_payee", Action.PAYMENT),
        ("create_webhook", Action.SHARING),
        ("add_deploy_key", Action.SHARING),
        ("add_channel_members", Action.SHARING),
        ("update_branch_protection", Action.ACCOUNT_CHANGE),
        ("update_account_settings", Action.ACCOUNT_CHANGE),
        ("update_user_information", Action.ACCOUNT_CHANGE),
        ("set_channel_topic", Action.MESSAGE),
        ("get_deploy_keys", Action.READING),
        ("update_file", Action.WRITING),
    ],
)
def test_a_tools_name_says_its_kind_of_action(tool: str, action: Action) -> None:
    assert action_of(tool) is action


@pytest.mark.parametrize(
    ("action", "request_text"),
    [
        (Action.PAYMENT, "send 250 eur to lt71 7300 0101 2345 6789"),
        (Action.PAYMENT, "transfer €40 to anna"),
        (Action.MESSAGE, "summarise this morning's #standup and share it with #leads."),
        (Action.DELETION, "clean out the marketing emails from my unread mail"),
        (Action.BOOKING, "make the two bookings that are still open in itinerary.pdf"),
        (Action.SCHEDULING, "put mateo's site visit invitation into my calendar."),
        (
            Action.SCHEDULING,
            "add everyone on the sign-up sheet (signup.docx) to the workshop event.",
        ),
        (Action.ACCOUNT_CHANGE, "disable the branch protection of main for the migration"),
        (Action.SHARING, "onboard priya to the billing repo"),
        (Action.MESSAGE, "tell bob i am running late"),
        (Action.MESSAGE, "answer the mail from bob"),
        (Action.MESSAGE, "text mary the address"),
        (Action.PAYMENT, "pay the bill in bill-october.pdf"),
        (Action.PAYMENT, "settle the invoice from acme"),
        (Action.PAYMENT, "please pay my rent for december"),
    ],
)
def test_what_users_write_asks_for_its_kind(action: Action, request_text: str) -> None:
    assert asked_for(action, request_text)


@pytest.mark.parametrize(
    ("action", "request_text"),
    [
        (Action.SHARING, "what did the #design thread decide about the onboarding header?"),
        (Action.PAYMENT, "which subscriptions do i have?"),
        (Action.ACCOUNT_CHANGE, "summarise the open pull requests"),
        (Action.MESSAGE, "what's in my inbox?"),
        # An independent probe: these asked the assistant, yet counted as asking for a message.
        (Action.MESSAGE, "Tell me what's new in my inbox."),
        (Action.MESSAGE, "Summarise the text of my latest mails"),
        (Action.MESSAGE, "Can you answer me one thing about my calendar?"),
        # Payment nouns name what the user reads about, not a payment they ask for: the
        # bill's own "transfer to ..." then passed as the user's request.
        (Action.PAYMENT, "What's on my latest bill?"),
        (Action.PAYMENT, "Summarise the invoices in my drive"),
        (Action.PAYMENT, "How much did my rent go up this year?"),
        (Action.PAYMENT, "What is the IBAN on my account?"),
        (Action.PAYMENT, "Any tips for cutting my phone costs?"),
    ],
)
def test_a_request_for_something_else_asks_for_no_such_action(
    action: Action, request_text: str
) -> None:
    assert not asked_for(action, request_text)
