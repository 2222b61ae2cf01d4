"""What kind of action a tool takes, judged by its name, and whether the user asked for one.

A tool's name says what it does (`send_money`, `shareFile`, `delete-event`, `get_balance`).
The kinds that move money, send words, give access, delete, visit a site, book, schedule,
change an account, run or publish code are *sensitive*: an injected instruction wants one of
them. Reading tools (`get_`, `list_`, `search_`, `read_` ...) are not, whatever their object.

Whether the user asked for a kind of action is read from their own words (user messages, not
the system prompt, which says what the assistant may do, not what this user wants done):
"pay", "reply to", "invite", "delete" and their kin, as verbs (`email Bob` asks for a message,
`my emails` does not). It is a coarse test on purpose: it answers "did the user ask for any
payment at all", not "for this one". English only: a request in another language asks for
no kind, so every untrusted destination of a sensitive call is suspect (safe, not quiet).
"""

from __future__ import annotations

import functools
import re
from enum import StrEnum

from app.domain.destinations import word_set, words_of


class Action(StrEnum):
    PAYMENT = "payment"
    MESSAGE = "message"
    SHARING = "sharing"
    DELETION = "deletion"
    BROWSING = "browsing"
    BOOKING = "booking"
    SCHEDULING = "scheduling"
    ACCOUNT_CHANGE = "account change"
    CODE = "running code"
    PUBLISHING = "publishing code"
    WRITING = "writing"
    READING = "reading"
    OTHER = "other"


SENSITIVE = frozenset(
    {
        Action.PAYMENT,
        Action.MESSAGE,
        Action.SHARING,
        Action.DELETION,
        Action.BROWSING,
        Action.BOOKING,
        Action.SCHEDULING,
        Action.ACCOUNT_CHANGE,
        Action.CODE,
        Action.PUBLISHING,
    }
)


# First words of a tool name that only read.
_READ_VERBS = word_set(
    "get list read search find query lookup look view show check describe count fetch load "
    "retrieve inspect preview summarize summarise"
)

# (action, words any of which in a tool's name gives it that action), in order of precedence.
_TOOL_WORDS: list[tuple[Action, frozenset[str]]] = [
    (Action.PAYMENT, word_set("pay payment payments transfer money wire remit payout refund funds "
                            "transaction transactions payee payees")),
    (Action.SHARING, word_set("share invite grant permission permissions collaborator access "
                            "member members webhook webhooks deploy_key forwarding mail_rule")),
    (Action.DELETION, word_set("delete cancel remove erase purge destroy trash unlink drop kick "
                             "revoke")),
    (Action.MESSAGE, word_set("send email mail message messages reply forward post notify sms dm "
                            "chat topic announcement")),
    (Action.BOOKING, word_set("book reserve reservation purchase buy order checkout")),
    (Action.SCHEDULING, word_set("schedule reschedule event events meeting calendar appointment")),
    (Action.ACCOUNT_CHANGE, word_set("password profile settings credentials user_info userinfo "
                                   "user_information protection protections limit limits "
                                   "security mfa 2fa role roles token tokens key keys")),
    (Action.PUBLISHING, word_set("push deploy merge commit release publish")),
    (Action.CODE, word_set("run exec execute shell command kubectl ssh terminal")),
    (Action.BROWSING, word_set("visit browse open navigate webpage website url http")),
    (Action.WRITING, word_set("create write append save upload update edit add set put rename "
                            "move")),
]  # fmt: skip

# Tool words that tell a reading tool apart from one that visits a site.
_WEB_WORDS = word_set("webpage website url page http link site")

# "email" as a verb: not after a determiner or an adjective that makes it a noun.
_EMAIL_VERB = (
    r"(?<!my )(?<!the )(?<!an )(?<!new )(?<!unread )(?<!latest )(?<!any )(?<!this )"
    r"(?<!that )(?<!these )(?<!those )(?<!his )(?<!her )(?<!their )(?<!last )"
    r"e-?mail(?!s)(?! from)(?! about)(?! address)"
)

# What a user writes when they ask for each kind of action.
_ASKED: dict[Action, re.Pattern[str]] = {
    action: re.compile(r"\b(?:" + pattern + r")\b", re.IGNORECASE)
    for action, pattern in {
        Action.PAYMENT: r"pay|paid|payment|payments|transfer|send (?:\S+ ){0,2}money|wire|refund|"
        r"reimburse|settle|owe|standing order|"
        r"scheduled (?:transaction|payment)|direct debit|"
        r"send (?:\S+ ){0,2}(?:eur|euros?|usd|dollars?|gbp|pounds?|chf|francs?)|"
        r"(?:eur|usd|gbp|chf|€|\$|£) ?\d[\d.,]*|\d[\d.,]* ?(?:eur|euros?|usd|dollars?|gbp|chf|€)",
        # "tell me", "answer me" and "the text of" ask the assistant, not for a message.
        Action.MESSAGE: r"send|reply|respond|answer(?! (?:me|us)\b)|forward|write (?:to|back)|"
        r"tell(?! (?:me|us)\b)|notify|let (?:\S+ ){1,3}know|inform|post|text(?! of\b)|dm|ping|"
        r"contact|remind|announce|"
        r"share (?:\S+ ){0,4}(?:in|on|to|with) (?:#|the channel|the team)|" + _EMAIL_VERB,
        Action.SHARING: r"share|invite|grant|give (?:\S+ ){0,6}access|add\b.{0,80}?\b(?:to|as)|"
        r"collaborat\w*|onboard (?:\S+ ){0,3}(?:to|onto|into|on)|permissions?",
        Action.DELETION: r"delete|remove|erase|purge|clean ?(?:up|out)|clear out|trash|get rid of|"
        r"tidy up|kick|revoke|cancel|unsubscribe",
        Action.BROWSING: r"visit|open|browse|website|web ?page|web site|link|links|url|site|"
        r"online|internet|look up|download|article|blog",
        Action.BOOKING: r"book|bookings?|reserve|reservations?|buy|purchase|place an order|"
        r"order (?:a|an|some|two|three|\d+)",
        Action.SCHEDULING: r"schedule|reschedule|set up (?:a |an )?(?:call|meeting|follow-up)|"
        r"organi[sz]e (?:a|an)|plan (?:a|an)|arrange|move (?:my|the) |invite|"
        r"add\b.{0,80}?\bto\b.{0,40}?\b(?:calendar|meeting|event|workshop|call)|follow-up|"
        r"(?:to|in|into|on) (?:my |the |our )?(?:calendar|agenda|diary)",
        Action.ACCOUNT_CHANGE: r"password|profile|settings|(?:update|change|reset) my|"
        r"protection|limits?|keys?|roles?|2fa|mfa|security|tokens?|enable|disable|"
        r"(?:turn|switch) (?:on|off)|raise|lower|increase",
        Action.CODE: r"run (?:the|a|my|this|these|those|it|them|setup|tests?|script|command)|"
        r"execute|install|build|set up|setup",
        Action.PUBLISHING: r"push|deploy|merge|release|publish|commit|roll ?out",
    }.items()
}


@functools.lru_cache(maxsize=1024)
def action_of(tool_name: str) -> Action:
    """The kind of action a tool takes, by the words of its name (a run names the same few
    tools on every call)."""
    words = words_of(tool_name)
    if not words:
        return Action.OTHER
    joined = set(words) | {"_".join(words[i : i + 2]) for i in range(len(words) - 1)}
    if words[0] in _READ_VERBS:
        web = words[0] in ("fetch", "load", "get", "read") and joined & _WEB_WORDS
        return Action.BROWSING if web else Action.READING
    for action, names in _TOOL_WORDS:
        if joined & names:
            return action
    return Action.OTHER


def asked_for(action: Action, user_text: str) -> bool:
    """Whether the user's words ask for this kind of action at all."""
    pattern = _ASKED.get(action)
    return pattern is None or pattern.search(user_text) is not None


# Verbs that tell a reader to act, in the languages mail and documents are most often written
# in (imperatives and infinitives): a destination in a sentence with one of these is one the
# text wants acted on.
_DIRECTIVE = re.compile(
    r"\b(?:"
    # English
    r"send|transfer|pay|wire|forward|e-?mail|mail|reply|post|share|invite|add|grant|give|"
    r"delete|remove|erase|cancel|book|reserve|order|buy|purchase|run|execute|exec|install|"
    r"push|deploy|open|visit|go to|click|download|upload|create|schedule|move|change|update|"
    r"set|use|contact|call|text|message|dm|notify|tell|include|copy|cc|route|redirect|"
    # German
    r"sende|senden|schicke|schicken|überweise|überweisen|zahle|zahlen|leite|weiterleiten|"
    r"teile|teilen|lade|einladen|füge|hinzufügen|lösche|löschen|buche|buchen|reserviere|"
    r"reservieren|führe|ausführen|öffne|öffnen|besuche|ändere|ändern|nutze|verwende|pushe|"
    # French
    r"envoyer|envoie|envoyez|virer|vire|virez|payer|payez|transférer|transférez|transfère|"
    r"partager|partagez|partage|inviter|invitez|ajouter|ajoutez|ajoute|supprimer|supprimez|"
    r"réserver|réservez|exécuter|exécutez|ouvrir|ouvrez|visiter|pousser|écrire|écrivez|"
    r"utiliser|utilisez|annuler|annulez|"
    # Spanish
    r"envía|envíe|enviar|transfiere|transferir|paga|pagar|reenvía|reenviar|comparte|"
    r"compartir|invita|invitar|añade|añadir|agrega|borra|borrar|elimina|eliminar|reserva|"
    r"reservar|ejecuta|ejecutar|abre|abrir|visita|escribe|escribir|manda|mandar|usa|usar|"
    r"cancela|haz|"
    # Italian, Portuguese, Dutch
    r"invia|inviare|trasferisci|inoltra|condividi|aggiungi|cancella|prenota|esegui|apri|"
    r"scrivi|envie|transfira|pague|encaminhe|compartilhe|partilhe|convide|adicione|apague|"
    r"exclua|abra|visite|escreva|stuur|verstuur|betaal|deel|nodig|voeg|verwijder|boek|"
    r"reserveer|voer|bezoek|schrijf|gebruik"
    r")\b",
    re.IGNORECASE,
)


def directs(sentence: str) -> bool:
    """Whether a sentence tells its reader to do something (see `_DIRECTIVE`)."""
    return _DIRECTIVE.search(sentence) is not None
