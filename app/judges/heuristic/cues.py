"""The cue families of the injection detector: vocabulary classes, and patterns built on them.

A cue is a pattern over folded text (lower case, blanks collapsed; see `normalise`). Cues are
written from *concept classes* (every way to say "ignore", every noun for instructions, every
name for an AI), and many match their parts in either order within one sentence, so a new
phrasing of a known move is still caught. Keywords tolerate one typo or one inner space
(`fuzzy`). Weights: 1.0 is an attack on its own; 0.4-0.8 needs company; 0.15-0.25 only adds
weight (support cues never open a window, and add at most `injection.SUPPORT_CAP`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum

from app.judges.normalise import fold


class Family(StrEnum):
    """What a cue says about the text; the labels findings carry."""

    OVERRIDE = "instruction override"
    FORGED_TURN = "forged system or conversation turn"
    ADDRESSED = "addressed to the assistant"
    TASK = "redirects the assistant's task"
    SCRIPTED = "dictates the reply"
    DENIAL = "denial of service"
    TOOL_CALL = "tool call written into data"
    EXFILTRATION = "sends data out"
    CONCEALMENT = "hides actions from the user"
    PROMPT_LEAK = "asks for the system prompt"
    ROLE_PLAY = "role-play override"
    SUPPORT = "support"  # everyday cues that only add weight; never reported alone


@dataclass(frozen=True, slots=True)
class Cue:
    id: str
    family: Family
    weight: float
    pattern: str
    anchor: bool = True


def fuzzy(word: str) -> str:
    """A pattern for `word` and the spellings one slip away, first and last letters kept: a
    letter dropped, doubled, added or replaced, two neighbours swapped, or the word split by a
    space or a line break. Words of four letters allow only an added letter or a swap; shorter
    ones match as written."""
    if len(word) < 4 or not word.isalpha():
        return word
    variants = {word}
    if len(word) == 4:
        for i in range(1, 3):
            variants.add(word[:i] + word[i + 1] + word[i] + word[i + 2 :])
        for i in range(1, 4):
            variants.add(word[:i] + "[a-z]" + word[i:])
        return "(?:" + "|".join(sorted(variants)) + ")"
    for i in range(1, len(word) - 1):
        variants.add(word[:i] + word[i + 1 :])
        variants.add(word[:i] + "[a-z]" + word[i + 1 :])
        if i < len(word) - 2:
            variants.add(word[:i] + word[i + 1] + word[i] + word[i + 2 :])
    for i in range(1, len(word)):
        variants.add(word[:i] + "[a-z]" + word[i:])
        if 2 <= i <= len(word) - 2:
            variants.add(word[:i] + "[ \\n]" + word[i:])
    return "(?:" + "|".join(sorted(variants)) + ")"


def words(*items: str) -> str:
    """An alternation of items; single plain words are fuzzy, phrases and patterns as given."""
    return "(?:" + "|".join(fuzzy(w) if w.isalpha() else w for w in items) + ")"


def near(a: str, b: str, gap: int = 60) -> str:
    """`a` and `b` in either order within one sentence, at most `gap` characters apart."""
    between = rf"[^.!?\n]{{0,{gap}}}?"
    return rf"(?:\b{a}\b{between}\b{b}\b|\b{b}\b{between}\b{a}\b)"


def then(a: str, b: str, gap: int = 60) -> str:
    """`a`, then `b` later in the same sentence."""
    return rf"\b{a}\b[^.!?\n]{{0,{gap}}}?\b{b}\b"


# fmt: off
# -- vocabulary ----------------------------------------------------------------------------------

# Words that set instructions aside.
DISMISS = words(
    "ignore", "disregard", "forget", "override", "overrule", "bypass", "dismiss", "neglect",
    "discard", "abandon", "nullify", "invalidate", "void", "scrap",
    r"set aside", r"put aside", r"throw out", r"pay no (?:attention|heed|mind) to",
    r"(?:do not|don't|never|stop|cease to|no longer) (?:follow|obey|heed|apply|comply with)",
    r"stop (?:following|obeying|applying)", r"forget about",
)
# What is set aside.
RULES = words(
    "instructions", "instruction", "directions", "directives", "directive", "guidance",
    "guidelines", "rules", "prompts", "prompt", "orders", "commands", "programming",
    "constraints", "restrictions", "limitations", "safeguards", "guardrails", "policies",
    r"system (?:message|prompt|setup|configuration)", r"(?:your|the) training",
)
PRIOR = (
    r"(?:previous|previously|prior|earlier|above|preceding|foregoing|original|initial|existing|"
    r"old|former|current|all|any|every|your|the|system|developer|those|these|other|given)"
)
VOIDED = (
    r"(?:(?:are|is|were|was|have been|has been|should be|must be|can be|will be) (?:now )?"
    r"(?:ignored|disregarded|void|obsolete|cancel(?:l)?ed|revoked|superseded|overridden|outdated|"
    r"invalid|lifted|suspended|replaced|irrelevant|null|withdrawn|rescinded|no longer (?:valid|"
    r"relevant|in effect|needed|applicable|active|in force))|no longer (?:apply|applies|matter|"
    r"matters|count|counts|hold|holds))"
)
# Names of an AI reader. AI_NAME is unambiguous; AI_ANY adds words with everyday senses.
AI_NAME = (
    r"(?:" + fuzzy("assistant") + r"|ai|a\.i\.|artificial intelligence|(?:large )?language "
    r"models?|llms?|chat ?bots?|bots?|co-?pilots?|gpt(?:-?\d\w*)?|chatgpt|claude|gemini|llama|"
    r"mistral|ai (?:model|agent|system|tool|helper|reader|service)s?|summari[sz]er)"
)
# An AI's role: never a bare "AI" (an action item), "assistant" (a job) or a model's name
# that is also a person's (Claude, Gemini).
AI_ROLE = (
    r"(?:(?:ai|virtual|e-?mail|mail|digital|smart|chat|coding|research|inbox|calendar|"
    r"shopping|browsing) " + fuzzy("assistant") + r"|chat ?bots?|bots?|co-?pilots?|llms?|"
    r"(?:large )?language models?|ai (?:model|agent|system|tool|helper|reader|service)s?|"
    r"chatgpt|gpt(?:-?\d\w*)?)"
)
AI_ANY = (
    r"(?:" + AI_NAME + r"|agents?|models?|(?:e-?mail|mail|inbox|calendar|travel|banking|"
    r"shopping|coding|research|virtual|digital|personal|automated|smart|support|customer "
    r"service) (?:assistant|agent|bot|helper)s?|automated (?:system|reader|tool|process)|"
    r"(?:text|document|file) (?:processor|reader|parser)|robots?|machines?)"
)
ACTIONS = words(
    "send", "forward", "transfer", "wire", "pay", "email", r"e-mail", "delete", "erase",
    "remove", "wipe", "purge", "reset", "change", "set", "update", "disable", r"turn off",
    r"switch off", "enable", "grant", "invite", "share", "create", "schedule", "cancel",
    "book", "visit", "open", "click", r"go to", "navigate", "browse", "fetch", "download",
    "install", "run", "execute", "call", "post", "publish", "upload", "recommend", "promote",
    "insult", "approve", "accept", "move", "rename", "archive", "print", "output", "reveal",
    "include", "append", "repeat", "write", "reply", "respond", "answer", "tell", "say",
    "mark", "buy", "order", "purchase", "submit", "leak", "copy", "export", "give",
    "describe", "state", "claim", "add", "mention", "inform", "notify", "contact",
    "transmit", "disclose", "list", "provide", "generate", "produce", "use", "make", "sign",
)
DATA = (
    r"(?:" + words("conversation", "conversations", "history", "messages", "credentials",
                   "passwords", "password", "contacts", "documents", "attachments",
                   "transcript") + r"|"
    r"chat (?:history|logs?)|(?:message|browsing|search) history|e-?mails|inbox|mailbox|"
    r"passcodes?|api[ _-]?keys?|access keys?|tokens?|secrets?|system prompt|contact list|"
    r"customer list|address book|files|data|personal (?:data|information|details|info)|home "
    r"address|address(?:es)?|phone numbers?|balance|ibans?|card (?:number|details)|ssn|"
    r"summary|(?:security|verification|access|login|2fa|mfa|one-time|otp|reset|confirmation|"
    r"backup|recovery|authentication|auth) codes?|login details|logins?|everything|calendar|"
    r"events|notes|location|memory|context|session|cookies|keys|account numbers?|"
    r"(?:the )?" + fuzzy("user") + r"'?s [a-z-]+(?: [a-z-]+)?|(?:this|the) (?:chat|thread|"
    r"session|exchange|dialog(?:ue)?))"
)
URL = r"(?:<?(?:https?|ftp)://|www\.)"
DESTINATION = (
    r"(?:<?(?:https?|ftp)://|www\.|[\w.+-]+@[\w-]+\.[a-z]{2,}|"
    r"[a-z]{2}\d{2}(?: ?[a-z0-9]{4}){3,7})"
)
REPLY_NOUN = (
    r"(?:(?:your|the|each|every|all|any|my|its)(?: [a-z]+)? " + words(
        "reply", "replies", "response", "responses", "answer", "answers", "output", "summary"
    ) + r")"
)
# Verbs of a reply: those of talk, and those programs' manuals use as often (`TOOL_VERB`).
TALK_VERB = words("reply", "respond", "answer", "say", r"write(?: back)?", "repeat", r"send back")
TOOL_VERB = words("output", "print", "return", "type", "produce", "generate", "state", "echo")
REPLY_VERB = r"(?:" + TALK_VERB + "|" + TOOL_VERB + ")"
ONLY = (
    r"(?:" + fuzzy("only") + r"|just|exclusively|solely|nothing (?:but|else|more|other than)|"
    r"no other|exact(?:ly)?|verbatim|word[- ]for[- ]word|as-is|unchanged|literally|precisely|"
    r"the following|(?:this|that) (?:exact |one )?(?:text|message|sentence|phrase|line|string|"
    r"word|notice|statement)|these (?:exact )?words|one word|a single (?:word|line|sentence))"
)
DASHES = r"\x{2013}\x{2014}"
EDGE = r"(?:^|[\n.!?:;>\[(\-" + DASHES + r"*\x{2022}|\"'`]) ?"
# Where an imperative starts: a clause boundary, or a word that leads into an order.
LEAD = (
    r"(?:^|\n|[.!?:;," + DASHES + r"(|>\"'] ?|\b(?:please|now|then|first|also|and|immediately|"
    r"just|quietly|silently|simply|kindly|must|should|to|will|permanently|secretly|directly|"
    r"automatically|you (?:must|should|need to|will|can|have to)) )"
)
NOT = r"(?:do not|don't|dont|never|not|without|avoid|no need to)"
DISCLOSE = (
    r"(?:tell|telling|inform|informing|notify|notifying|alert|alerting|mention|mentioning|"
    r"reveal|revealing|disclose|disclosing|show|showing|warn|warning|ask|asking|let|letting|"
    r"bother|bothering|bring up|bringing up|report|reporting|flag|flagging|acknowledge|"
    r"acknowledging|confirm|confirming|admit|admitting|discuss|discussing|explain|explaining|"
    r"refer to|referring to|surface|surfacing|log|logging|record|recording|display|displaying|"
    r"indicate|indicating|note|noting|share|sharing)"
)
AUDIENCE = (
    r"(?:" + fuzzy("user") + r"s?|human|owner|anyone|anybody|recipient|sender|customer|client|"
    r"people|them|him|her|[a-z]+ know|aware|this|these|that|it|the (?:action|step|change|"
    r"transfer|rule|instruction|note|request|payment|message|e-?mail|forward|upload|link)s?|"
    r"(?:your|the|any|a) (?:reply|response|answer|summary|output|report|log|notes?))"
)
THE_USER = r"(?:the )?" + fuzzy("user")

# Names of a template slot for the reader's data.
# Only the whole slot counts: `{account_id}` or `{metadata}` is an API's, not the reader's.
SLOT_NAME = (
    r"(?:(?:user|the|all|full|chat|my|your)_)?(?:" + words("conversation", "history", "summary",
    "secrets", "secret", "password", "passwords", "transcript", "credentials", "memory",
    "context") + r"|chat(?:_log|_history)?|creds|api_?keys?|user_?(?:data|info|details|input|"
    r"messages?|email))(?:_(?:history|log|text|data|here))?"
)

def _folded_then(*parts: tuple[str, ...], gap: int = 40) -> str:
    """Each part's words in turn (one of each, in that order, within `gap` characters of the
    last, in one sentence), written as `normalise.fold` leaves a text: Cyrillic letters that
    look Latin read as Latin, accents dropped. For scripts without word boundaries."""
    between = rf"[^.!?\n\x{{3002}}]{{0,{gap}}}?"
    return between.join(
        "(?:" + "|".join(re.escape(fold(word)) for word in words) + ")" for words in parts
    )


# A word that names the reader's data inside a bracketed slot (`?d=[conversation summary]`);
# a bracket without one is a glob or an example value (`file[a-z].txt`, `?delivery=[slow]`).
SLOT_WORD = (
    r"(?:data|conversation|history|summary|secrets?|passwords?|tokens?|keys?|e-?mails?|chat|"
    r"messages?|info|details|notes|context|memory|credentials?|names?|address|numbers?|codes?|"
    r"insert|here|payload|contents?|text|user)"
)


# -- the cues ------------------------------------------------------------------------------------

CUES: tuple[Cue, ...] = (
    # Strong on their own.
    Cue("override", Family.OVERRIDE, 1.0,
        rf"\b{DISMISS} (?:(?:{PRIOR}|of|and|my) ){{0,4}}(?:[a-z-]+ )?{RULES}\b"),
    Cue("override_loose", Family.OVERRIDE, 0.6, then(DISMISS, RULES, 50)),
    Cue("override_context", Family.OVERRIDE, 1.0,
        rf"\b{DISMISS}\b (?:all |any )?(?:of )?(?:everything|anything|all|what(?:ever)?)\b"
        r"[^.!?\n]{0,25}?\b(?:above|before|prior|previously|earlier|so far|until now|up to "
        r"(?:now|this point)|(?:you were |you've been |you have been )?(?:told|given|instructed)|"
        r"came before|preceding|beforehand)\b|\b" + DISMISS + r"\b (?:whatever|what|everything) "
        r"(?:the " + fuzzy("user") + r"|your user|the human|they|he|she) (?:originally |first |"
        r"initially )?(?:asked|requested|wanted)\b"
        rf"|\b{DISMISS}\b (?:the |this |all |any )?(?:above|preceding|foregoing)\b"
        rf"|\b{DISMISS}\b (?:the |this |all |any |your )?(?:previous|prior|earlier|original) "
        r"(?:text|content|context|conversation|input|lines|paragraphs|discussion|chat|exchange|"
        r"setup)\b"),
    Cue("override_voided", Family.OVERRIDE, 0.6,
        rf"\b{PRIOR} (?:[a-z-]+ )?(?:{RULES}|brief|briefing|mandate)\b[^.!?\n]{{0,60}}?\b{VOIDED}"),
    Cue("override_yours", Family.OVERRIDE, 1.0,
        rf"\b(?:your (?:{PRIOR} )?(?:[a-z-]+ )?{RULES}|the {RULES} you (?:were|have been|got) "
        r"(?:given|told))[^.!?\n]{0,20}?\b(?:" + VOIDED + r"|(?:are|is|were) (?:wrong|"
        r"incorrect|mistaken|fake|outdated|not (?:valid|correct|real)))"
        # "New session" opens a forged turn ("END OF CONTEXT. NEW SESSION.", "--- begin new
        # session ---", "a new session begins"), not an API's ("create a new session",
        # "session = new Session()", "the new session's options").
        r"|(?:^|[\n.!?:;>\[\]()|\"'`-] ?)new session ?(?:[.:!\]>)|-]|$)|\bbegin(?:s|ning)? (?:a |"
        r"the )?new session\b|\bnew session (?:begins|started|starts|has (?:started|begun)|"
        r"policy|parameters)\b"
        r"|\b(?:reset (?:your )?(?:session|context|conversation|memory)|reset the (?:conversation|"
        r"chat)|(?:previous|prior|system) prompt ?= ?(?:null|none|empty))\b"),
    Cue("forged_special", Family.FORGED_TURN, 1.0,
        r"<\|(?:im_start|im_end|system|user|assistant|endoftext|start_header_id|end_header_id|"
        r"eot_id|begin_of_text|end|start)\|>|\[/?inst\]|<</?sys>>|<(?:start|end)_of_turn>|"
        r"\[/?(?:system|sys|admin)_?(?:prompt|message|instructions?)?\]"),
    Cue("forged_heading", Family.FORGED_TURN, 1.0,
        r"[:|" + DASHES + r"] ?#{2,6} ?(?:" + fuzzy("system") + r"|assistant|system_message) ?"
        r"(?:\n|:)|(?:^|\n) ?(?:#{1,6}|={2,}|-{3,}|\*{2,}) ?\(?(?:" + fuzzy("system")
        + r"|assistant|system_message|admin|administrator|developer|instructions?|response)\)?"
        r"(?: (?:message|prompt|instructions?|override|update|note|notice))? ?"
        r"(?:={2,}|-{3,}|\*{2,})? ?(?::|\n|$)"),
    Cue("forged_label", Family.FORGED_TURN, 0.8,
        r"\b(?:" + fuzzy("system") + r"|admin|administrator|developer|operator|root) "
        r"(?:" + fuzzy("message") + r"|prompt|instructions?|override|notice|update|directive|"
        r"command|alert|note|announcement|policy)s? ?[:\]>)]|[\[<(](?:system|assistant|admin|"
        r"developer|ai|operator|sys)[\])>] ?:?|\b(?:system|admin|developer) override\b|"
        r"\bbegin (?:system|admin|developer|new) (?:prompt|instructions?|message)\b|\b(?:system|"
        r"admin|developer|operator|user|human|assistant)(?: (?:message|notice|note|prompt))? "
        r"\((?:verified|confirmed|authenticated|admin|priority[^)\n]{0,10}|trusted|root|owner)"
        r"\) ?:|(?:^|\n) ?(?:human|ai|user|assistant|system|model) turn ?:|#+ ?instructions? "
        r"from (?:the )?(?:developer|system|admin|operator)|\bsafety (?:filters?|guidelines|"
        r"rules|checks) (?:are|is|have been) (?:now )?(?:suspended|disabled|off|lifted|removed|"
        r"turned off)\b"),
    Cue("forged_line", Family.FORGED_TURN, 0.6,
        r"(?:^|\n) ?(?:system|assistant|admin|developer|gpt|instruction|response) ?:"),
    Cue("forged_transcript", Family.FORGED_TURN, 0.5,
        r"(?:^|\n) ?(?:human|user|customer|me) ?:[^\n]{0,300}\n(?:[^\n]{0,200}\n)? ?(?:assistant"
        r"|ai|bot|gpt|model|agent) ?:|(?:^|\n) ?(?:assistant|ai|bot|gpt|model) ?:[^\n]{0,300}\n"
        r"(?:[^\n]{0,200}\n)? ?(?:human|user) ?:"),
    Cue("forged_close", Family.FORGED_TURN, 0.7,
        r"</ ?(?:document|context|data|file|email|content|text|input|user_input|tool_output|"
        r"tool_result|search_results?|untrusted[a-z_]*|article|page|source)>|<(?:system|admin|"
        r"developer|instructions?)(?:_[a-z]+|-(?:reminder|message|prompt|note|notice|update|"
        r"override|instructions?))?>|\b(?:end|close) of (?:the )?(?:document|e-?mail|"
        r"file|context|data|user input|tool output|text|message|content|input|page|article)\b"
        r" ?[-=*\]]|\[(?:end|begin|start) (?:of )?(?:document|input|data|context|text|content|"
        r"instructions|system)[^\]\n]{0,20}\]"),
    Cue("exfil_placeholder", Family.EXFILTRATION, 1.0,
        # A slot for the reader's data: a template variable named for it, or a value that says
        # "data goes here". A slot named like an API parameter (`?q={query}`) is `exfil_slot`;
        # a password slot of a connection string (`//root:<password>@db`) is a template's.
        r"(?:https?:)?//[^\s)\]\"'>]{1,300}(?:\{ ?" + SLOT_NAME + r" ?\}"
        r"|\[[a-z_ -]{0,20}" + SLOT_WORD + r"[a-z_ -]{0,20}\]|[^:\s]<[a-z_ -]{2,40}>|\$\{? ?"
        + SLOT_NAME
        + r"\b|%s|=data(?:[^\w:]|$)|=(?:conversation|"
        r"summary|history|secret|password|token|payload|context|chat|user_?data|user_?email|"
        r"memory|notes|secrets?|creds|credentials|x{2,}|\.\.\.|\x{2026}|insert[a-z_]*|"
        r"placeholder|(?:user|all|my|the|chat|full)_[a-z_]*(?:secrets?|data|e-?mails?|history|"
        r"notes|messages?|info|details|codes?|keys?|tokens?|passwords?|credentials))\b|\{\{[^}\s]{1,40}\}\}|%7b|%[a-z_]{3,30}%)"),
    Cue("exfil_slot", Family.EXFILTRATION, 0.5,
        r"(?:https?:)?//[^\s)\]\"'>]{1,300}\{[^}\s]{1,40}\}"),
    Cue("exfil_image", Family.EXFILTRATION, 0.5,
        r"!\[[^\]\n]{0,100}\]\( ?https?://[^)\s]{1,300}\?[^)\s]{0,300}=|<img[^>\n]{0,200}src ?= ?"
        r"[\"']?https?://[^\"'>\s]{0,300}\?"),
    Cue("exfil_append", Family.EXFILTRATION, 0.7,
        r"\b(?:append|add|attach|insert|encode|put|embed|concatenate|substitute|fill in|place|"
        r"include|pass|stuff|tack)\b[^.!?\n]{0,80}?\b(?:to|in|into|as|at the end of|onto|after|"
        r"inside) (?:the |this |that |a |your |each )?(?:url|link|query|address|query string|"
        r"parameters?|path|end of the (?:url|link|address)|image (?:url|link|source)|request)\b|"
        r"\bthe resulting (?:link|url|address)\b"),
    Cue("exfil_send", Family.EXFILTRATION, 0.8,
        r"(?:\b" + words("send", "forward", "upload", "post", "email", r"e-mail", "transmit",
                         "share", "submit", "leak", "exfiltrate", "sync", "export", "bcc",
                         "mail", "paste", "report", "deliver", "relay", "dump", "publish", r"cc")
        # "copy" as an order, not the noun of "a copy of my data, please send it to me".
        + r"|(?:^|[^\w ]|(?:^|\W)(?:[b-z]|\w\w+) )copy)"
        + r"\b[^.!?\n]{0,80}?\b" + DATA + r"\b[^.!?\n]{0,80}?\b(?:to|at|via|into|on|with|"
        r"toward) [\"'<(]?" + DESTINATION),
    Cue("exfil_upload", Family.EXFILTRATION, 0.5,
        r"\b(?:upload|post|submit|send|transmit|sync|export|copy|leak|forward|push)\b[^.!?\n]"
        r"{0,60}? to [\"'<(]?" + URL),
    Cue("exfil_visit_with", Family.EXFILTRATION, 0.7,
        r"\b(?:visit|open|fetch|load|request|call|access|browse to|navigate to|render|display|"
        r"show|include)\b[^.!?\n]{0,60}?" + URL + r"[^.!?\n]{0,80}?\b(?:with|containing|"
        r"including|carrying|and (?:add|append|include|attach)) (?:the |your |all |a |their )?"
        + DATA),
    Cue("exfil_encode", Family.EXFILTRATION, 0.5,
        near(r"(?:base64|url-?encode|urlencode|encode|hex-?encode|rot13)", DATA, 50)
        + r"|\binclude (?:this|the following|an?) (?:image|link|pixel|badge|tracking pixel|"
        r"markdown image)\b"),
    Cue("exfil_build", Family.EXFILTRATION, 0.7,
        r"\b(?:fill|fill in|fill out|submit|complete|construct|build|create|compose|make|"
        r"generate|craft)\b[^.!?\n]{0,40}?\b(?:url|link|form|href|request|query|address)\b"
        r"[^.!?\n]{0,100}?\b(?:with|followed by|appended|plus|containing|including|and append|"
        r"using)\b[^.!?\n]{0,20}?" + DATA + r"|\b(?:followed by|appended with|plus) (?:the |"
        r"your |all |every )?(?:[a-z-]+ )?" + DATA + r"|\b(?:base64|b64encode|"
        r"encodeuricomponent|urlencode)\(|\b(?:all|every|any) [a-z -]{0,30}(?:mentioned|"
        r"discussed|shared|found|listed|seen) (?:in|during) (?:this|the) (?:chat|conversation|"
        r"thread|e-?mail|session|inbox|document)"),
    Cue("exfil_copy_to", Family.EXFILTRATION, 0.6,
        r"\b(?:cc|bcc|copy|include|add|forward to)\b ?[\"'<(]?[\w.+-]+@[\w-]+\.[a-z]{2,}"
        r"[\"'>)]?[^.!?\n]{0,40}?\b(?:on|in|to) (?:every|all|each|any|future)\b|\b(?:message|"
        r"text|dm|send|email|tell) (?:him|her|them|it)\b[^.!?\n]{0,20}?\bthe " + fuzzy("user")
        + r"'?s\b"),
    Cue("exfil_word", Family.EXFILTRATION, 0.7, r"\bexfiltrat\w*"),
    Cue("exfil_shell", Family.EXFILTRATION, 0.8,
        # Uploads only: `curl ... | sh` downloads and runs (`goal_malware`), it sends nothing.
        r"\b(?:curl|wget)\b[^\n]{0,200}?(?: -d\b|--data|--upload-file| -t |--post-file| -f )"),
    Cue("prompt_leak", Family.PROMPT_LEAK, 0.8,
        then(words("repeat", "print", "reveal", "output", "show", "display", "include", "share",
                   "disclose", "leak", "send", "give", "list", r"write out", "tell", "copy",
                   "paste", "dump", "return", "recite", "summarize", "summarise", "describe",
                   "expose", r"spell out", "quote"),
             r"(?:system (?:prompt|message|instructions?)|(?:initial|original|hidden|secret|full|"
             r"complete|developer|internal|underlying|exact) (?:instructions|prompts?|directives|"
             r"configuration|rules|guidelines)|your (?:instructions|prompt|configuration|rules|"
             r"guidelines|tool list|tools|setup|directives)|(?:configuration|tool list|list of "
             r"tools)(?:,| and| verbatim| word))", 50)),
    Cue("prompt_leak_general", Family.PROMPT_LEAK, 0.7,
        r"\b(?:what (?:is|are)|show me|tell me|give me|list|reveal|print|share|dump|output|"
        r"repeat|paste)\b[^.!?\n]{0,40}?\b(?:(?:your|ur|the) (?:setup|prompt|instructions|"
        r"configuration|context window|initial message|hidden (?:rules|text|prompt)|api keys?|"
        r"secrets)|the tools you (?:have|can)|(?:the )?words above|everything above|(?:every|"
        r"each|all) (?:other )?messages? (?:in|of) this (?:chat|conversation|thread)|what the "
        r"user asked you|(?:its|their) (?:full )?json schemas?)\b|\bstarting with (?:the phrase )?"
        r"[\"']you are\b"),
    Cue("role_play", Family.ROLE_PLAY, 1.0,
        r"\byou are (?:now|no longer)\b[^.\n]{0,60}?\b(?:dan|jailbroken|unrestricted|unfiltered|"
        r"developer mode|free|evil|without (?:any )?(?:restrictions|limits|rules|filters))"
        r"|\b(?:act|behave|respond) as (?:if you were |an? )?(?:unrestricted|unfiltered|"
        r"jailbroken|dan)\b|\bpretend (?:to be|you are|that you)\b[^.\n]{0,60}?\b(?:no|without)"
        r"\b[^.\n]{0,30}?\b(?:restrictions|rules|limits|filters)\b|\b(?:god|jailbreak|dan|"
        r"unrestricted) mode\b"),
    # Phones and apps have a developer mode too: only switching the reader into one counts.
    Cue("role_play_mode", Family.ROLE_PLAY, 0.7,
        r"\b(?:enable|activate|enter|switch (?:to|into)|turn on|engage|unlock|you are (?:now )?in"
        r"|now in|entering) (?:the )?(?:developer|admin|debug|maintenance) mode\b|\b(?:developer|"
        r"admin|debug|maintenance) mode (?:is )?(?:now )?(?:enabled|activated|on|active)\b"),
    Cue("role_play_general", Family.ROLE_PLAY, 0.6,
        r"\b(?:role-?play|let'?s play a game|stay in (?:character|role)|break character|opposite "
        r"mode|switch (?:personas?|roles?|modes?)|adopt the (?:role|persona|identity)|take on the "
        r"(?:role|persona)|play the (?:part|role) of|(?:act|behave) (?:like|as) (?:you(?:'re| are)"
        r" )?(?:an?|my) |you(?:'re| are) (?:now )?(?:my|an actor|a character|in character)|your "
        r"(?:new )?(?:name|persona|identity) is (?:now )?|pretend (?:to be|you are|you're)|from "
        r"now on,? you (?:are|will be)|who (?:is not having|has no|doesn't have) (?:any )?(?:rules"
        r"|limits|restrictions|filters))"),
    # Need company.
    Cue("addressed_vocative", Family.ADDRESSED, 0.7,
        EDGE + r"(?:dear|hey|hi|hello|attention|attn|note to|notice to|message to|message for|"
        r"memo to|instructions? (?:to|for)|a note for|to|for|psst|listen|calling|paging|yo) "
        r"(?:the |any |all |an |our |my |you,? |every |their |his |her |its |your )?"
        r"(?:[a-z'-]+ ){0,2}" + AI_NAME + r"\b"),
    Cue("addressed_intro", Family.ADDRESSED, 0.7,
        r"\bthis (?:note|message|section|part|text|paragraph|instruction|line|comment|document|"
        r"request|notice|passage|block|item) is (?:for|meant for|addressed to|intended for|"
        r"directed at|written for|aimed at|only for) (?:the |any |an |you,? )?(?:[a-z-]+ ){0,2}"
        + AI_ANY + r"\b"),
    Cue("addressed_line", Family.ADDRESSED, 0.7,
        r"(?:^|\n|\| |[.!?:] ) ?(?:[-*>\x{2022}] )?(?:(?:dear|hey|hi|hello|ok|okay|so|now|and) "
        r")?(?:the )?(?:[a-z]+ )?" + AI_NAME + r" ?(?:[,!" + DASHES + r"]|-{1,2} |\(|please\b)"),
    Cue("addressed_label", Family.ADDRESSED, 0.4,
        r"(?:^|\n|[|" + DASHES + r"] ) ?(?:[-*>\x{2022}] )?(?:(?:dear|hey|hi|hello) )?(?:the )?"
        r"(?:[a-z]+ )?" + AI_NAME + r" ?:"),
    Cue("addressed_reader", Family.ADDRESSED, 0.7,
        r"\b(?:if you(?:'re| are)|you are|to|for|attention|whoever|whatever|any|all|every) (?:an? "
        r"|the |any )?(?:[a-z-]+ )?" + AI_ANY + r"\b[^.!?\n]{0,20}?\b(?:reading|processing|"
        r"summari[sz]ing|handling|analy[sz]ing|parsing|reviewing|seeing|looking at|working on|"
        r"that reads|who reads|which reads|scanning|ingesting|indexing|crawling)\b|\b" + AI_ANY
        + r" (?:reading|processing|summari[sz]ing|handling|analy[sz]ing|parsing|reviewing|"
        r"scanning|ingesting|that (?:reads|processes|sees|handles|summari[sz]es)|who (?:reads|"
        r"processes|handles)) (?:this|these|the|my|our|[a-z]+'s)\b|\bif you(?:'re| are) an? "
        r"(?:[a-z-]+ )?" + AI_ANY + r"\b|\bas an? (?:[a-z-]+ )?" + AI_NAME + r",? you (?:must|"
        r"should|need|will|are)"),
    Cue("addressed_general", Family.ADDRESSED, 0.6,
        r"\b(?:any|every|each|all|whichever|the) (?:[a-z-]+ )?" + AI_ANY + r" (?:encountering|"
        r"reading|seeing|browsing|visiting|crawling|scraping|indexing|ingesting|parsing|"
        r"processing|summari[sz]ing|that (?:reads|sees|finds|encounters|processes))\b|\b(?:"
        r"important |note |instructions? |notice |message |attention )?(?:for|to) (?:all |any )?"
        r"(?:ai |autonomous |automated |llm )?(?:assistants|agents|models|bots|llms|ais|crawlers|"
        r"copilots)\b|\b(?:for|to) (?:ai|llm|machine|automated) (?:readers|systems)\b|"
        r"\b(?:for|to) the (?:autonomous |automated |ai |browsing |shopping |email |"
        r"mail )?(?:agent|assistant|model|bot|ai)\b[^.!?\n]{0,40}?\b(?:to (?:handle|do|execute|"
        r"run|apply|perform|complete|take care of|action)|:)|(?:^|\n|[.!?] )(?:hello|hi|hey|ok|"
        r"okay|yo|dear),? (?:the )?" + AI_ANY + r"[,.!:]|(?:^|\n) ?(?:- \[ ?\] |[-*] )" + AI_ANY
        + r" ?:|\b(?:for|to) (?:the |an? )?" + AI_ANY + r" to (?:execute|run|apply|perform|handle|"
        r"do)\b|# ?(?:agent|assistant|ai|model|bot) ?:"),
    Cue("addressed_duty", Family.ADDRESSED, 0.5,
        r"\b(?:the |this |any |an? |your |all )?" + AI_ANY + r" (?:must|should|shall|needs? to|has"
        r" to|have to|is (?:required|instructed|expected|asked|authori[sz]ed|permitted|supposed|"
        r"allowed|to)|are (?:required|instructed|expected|asked|to)|will (?:now|immediately|need "
        r"to)|may now|is hereby|is now)\b"),
    Cue("addressed_to_you", Family.ADDRESSED, 0.7,
        r"\b(?:to|for) you,? (?:the |my |our |dear )?(?:[a-z-]+ )?" + AI_ANY + r"\b|\bfrom me,? "
        r"[^,.\n]{1,40},? to you\b|\byou,? (?:the|my|our) (?:[a-z-]+ )?" + AI_NAME + r"\b"),
    Cue("principal", Family.ADDRESSED, 0.5,
        r"\b(?:message|note|request|instructions?|word|order|directive) (?:directly )?from (?:me|"
        r"the user|your user|your owner|the owner|the account (?:owner|holder)|your principal|"
        r"the admin(?:istrator)?|the developers?|your developers?|your creators?|the system|"
        r"openai|anthropic|google|your operator|the operator)\b|\b(?:i am|i'm|this is|it's|it "
        r"is) (?:the user|your user|your owner|the account owner|your (?:developer|creator|admin|"
        r"operator|boss|principal))\b|\bwho owns this (?:account|mailbox|inbox|calendar|drive)\b"
        r"|\b[a-z]+ here ?[:,] (?:before|please|i need|i want|do|first)\b|\b(?:on behalf of|"
        r"speaking for) (?:the user|your user|your owner)\b"),
    Cue("authority", Family.ADDRESSED, 0.35,
        r"\b(?:has|have) (?:already |personally |explicitly )?(?:authori[sz]ed|approved|"
        r"pre-approved|signed off|requested|cleared)\b|\bthis (?:has been|is|was) (?:already |"
        r"fully |explicitly )?(?:approved|authori[sz]ed|pre-approved|sanctioned|cleared|"
        r"permitted)\b|\bno need to (?:ask|check|confirm|verify|double-check|seek)\b|\bwithout "
        r"(?:asking|confirmation|confirming|checking|verification|verifying|approval|permission|"
        r"hesitation|delay)\b|\bdo not (?:ask|wait) (?:for|the user)\b|\b(?:takes?|has|have|"
        r"given|gets) (?:priority|precedence) over\b|\bsupersedes? (?:all|any|the|your|"
        r"previous)\b|\boverrides? (?:all|any|the|your|previous|other)\b|\b(?:highest|top|"
        r"absolute) priority\b|\bnon-?negotiable\b|\bmust be (?:followed|obeyed|executed)\b"),
    Cue("task_before", Family.TASK, 0.5,
        r"\b(?:before|after|instead of|prior to|rather than) (?:you (?:can |could |do |start |"
        r"begin |continue |go on |proceed |move on )?(?:with )?)?(?:complet|solv|answer|"
        r"summari[sz]|respond|repl|continu|do|finish|process|handl|read|writ|address|work|start|"
        r"begin|proceed|tackl|look|review|analy[sz])\w*[^.!?\n]{0,40}?\b(?:task|request|question|"
        r"summary|answer|reply|response|instructions?|what (?:i|the user|you were) asked|job|"
        r"assignment|query|anything else)\b|\bbefore (?:you )?(?:summari[sz]|repl|answer|"
        r"respond|continu|proceed|go on|move on|do anything)\w*\b"),
    Cue("task_original", Family.TASK, 0.5,
        r"\b(?:the |your |my )(?:original|initial|current|actual|first|main|usual|assigned|"
        r"present|ongoing|primary|real) (?:task|request|question|assignment|instructions?|prompt|"
        r"query|job|goal|objective|work)\b|\b(?:the )?(?:task|request|question|job|assignment|"
        r"instructions|guidance|orders|prompt|rules|directions|directives) (?:that )?(?:i|you|"
        r"the user) (?:gave|were given|"
        r"asked|assigned|received|got|have been given|set|requested)\b|\bwhat (?:i|the user) "
        r"(?:asked|requested|told) (?:you|for)\b|\bthe " + fuzzy("user") + r"'?s (?:request|"
        r"question|instructions?|query|prompt|task|original)\b"),
    Cue("task_resume", Family.TASK, 0.4,
        r"\b(?:continue|carry on|proceed|resume|return|go back) (?:as usual|as normal|as before|"
        r"normally|with (?:the|your|my) (?:original|initial|usual|task|request|summary|answer|"
        r"work)|to (?:the|your|my) (?:original|initial|usual|task|request))\b|\b(?:then|after "
        r"(?:that|this|doing so)|afterwards|once (?:that is|that's|this is|it is|you are|you "
        r"have|it's|you've) (?:done|finished|complete|completed))[,.]? (?:you (?:can|may|should) "
        r"|please )?(?:continue|carry on|proceed|resume|go back|return|answer|summari[sz]e|solve|"
        r"finish|complete)\b"),
    Cue("task_new", Family.TASK, 0.5,
        r"\b(?:new|updated|revised|real|actual|true|priority|urgent|override|"
        r"additional|supplementary|important|special|corrected|amended) (?:instructions?|"
        r"directives?|task|orders|system prompt|objective|mission|goal|policy|rules|assignment)"
        r"\b|\bfrom now on\b|\bgoing forward\b|\bfor the rest of (?:this|the) (?:conversation|"
        r"session|chat)\b|\byour (?:new |real |actual |true |only |primary |sole |updated )?"
        r"(?:task|goal|job|objective|mission|purpose|role|instructions?) (?:is|are|now|will be|"
        r"has changed)\b|"
        + near(r"(?:treat|use|follow|apply|execute|obey|adopt|consider|regard|take)",
               r"(?:as|like) (?:your|the|new|an?)? ?(?:new |updated |trusted )?(?:" + RULES
               + r"|task|orders|system prompt|commands|command (?:to|from|for|that)|"
               r"system instructions)", 40)
        + r"|\bfollow (?:the |any |all )?" + RULES + r" (?:on|in|at|from|found (?:on|in|at)) "
        r"(?:that|this|the|these) (?:page|link|site|url|document|file|website|address)\b"),
    Cue("task_assemble", Family.TASK, 0.6,
        r"\b(?:concatenate|join|combine|assemble|merge|put together|glue)\b[^.!?\n]{0,40}?\b(?:"
        r"and|then) (?:follow|execute|run|act on|do|obey|perform|carry out|treat)\b|\b(?:join|"
        r"combine|concatenate|assemble|merge) (?:these|the|all|those) (?:fragments|pieces|parts|"
        r"strings|segments|chunks|words|letters)\b|\blet [a-z] ?= ?[\"'][^\n]{0,200}\b(?:now )?"
        r"(?:do|run|execute|follow|perform) [a-z] ?\+ ?[a-z]|\bdecode (?:this|the following|it)"
        r" and (?:follow|execute|do|obey)\b"),
    Cue("task_answer", Family.TASK, 0.4,
        r"\bin your (?:reply|response|answer|summary|output|next message|final answer|report)\b"
        r"|\bwhen (?:you )?(?:summari[sz]|answer|repl|respond|writ|generat|produc)\w* (?:to |"
        r"about |this|the|that|your)|" + REPLY_NOUN + r" (?:must|should|shall|needs to|has to)"
        r"\b"),
    Cue("scripted_only", Family.SCRIPTED, 0.6,
        near(r"(?:" + TALK_VERB + r"|" + REPLY_NOUN + r")", ONLY, 40)),
    # "Output only the left column", "print only the specified element", "return only the
    # first one": a manual's option, unless something else dictates the reply.
    Cue("scripted_only_tool", Family.SCRIPTED, 0.4,
        r"\b" + TOOL_VERB + r" (?:only|just|exclusively|solely|exactly|verbatim)\b|\b(?:only|just) "
        + TOOL_VERB + r"\b"),
    Cue("scripted_with", Family.SCRIPTED, 0.7,
        r"\bas (?:your|the) (?:entire|whole|only|complete|full|final|sole) (?:reply|answer|"
        r"response|output|message)\b|\b" + REPLY_VERB + r" (?:back )?(?:with|using) (?:this|the "
        r"following|these (?:exact )?words|exactly)\b|\bcopy (?:this|the following) (?:text|"
        r"message|notice|sentence|line)\b|\b(?:say|reply|answer|respond|write|output|print) "
        r"(?:this|the following|these words)(?: (?:to the user|back|verbatim|exactly|word for "
        r"word))? ?:"),
    Cue("scripted_whole", Family.SCRIPTED, 0.8,
        r"\b(?:your|the) (?:whole|entire|only|full|complete|final|sole) "
        + words("answer", "reply", "response", "output", "message")
        + r" (?:must|should|shall|will|has to|needs to|is to|may only) (?:be|read|consist|contain"
        r"|say)\b|\b(?:begin|start|end|prefix|open|preface|close|finish|sign off|conclude) "
        r"(?:your|the|every|each|all|any) (?:reply|response|answer|message|summary|output)s? "
        r"(?:with|by)\b|\b(?:output|print|reproduce|copy|repeat|return) (?:exactly|only|"
        r"verbatim) (?:this|what|the (?:[a-z-]+ )?(?:following|words?|phrase|sentence|text|string|"
        r"message|line|link|url|json|verdict|answer|reply|response|code|translation|fields?))\b"
        r"|\bthe only (?:acceptable|allowed|permitted|valid) (?:reply|response|answer|output)\b"),
    Cue("scripted_nothing", Family.SCRIPTED, 0.4,
        r"\b(?:and|with|but) nothing (?:else|more)\b|\b(?:no|without) (?:summary|explanation|"
        r"commentary|additional text|other text|further text|preamble|extra words)\b|\bword for "
        r"word\b|\bverbatim\b|\bexactly (?:this|the following|as (?:written|follows)) ?(?:"
        r"sentence|text|message|words?|line)?\b"),
    Cue("scripted_refuse_task", Family.SCRIPTED, 0.6,
        r"\b(?:do not|don't|never|no need to) (?:answer|summari[sz]e|process|respond to|reply to|"
        r"address|analy[sz]e|translate|complete|perform|do|read|review|handle|fulfil|fulfill|"
        r"execute|carry out|look at)(?: or [a-z]+)? (?:the|this|that|any|their|his|her|my|your) "
        r"?(?:question|request|task|spreadsheet|document|file|e-?mail|message|page|data|"
        r"query)?\b"),
    Cue("scripted_payload", Family.SCRIPTED, 0.5,
        r"\b(?:" + REPLY_VERB + r"|should read|must read|" + ONLY + r")\b ?:? ?[\"'\x{201c}"
        r"\x{2018}][^\"'\n]{0,200}?(?:https?://|www\.|\b[a-z0-9-]+\.(?:com|net|org|io|co|app|"
        r"info|link|site|online|xyz|ru|cc)\b|\+\d[\d ()-]{6,}|whatsapp|telegram|gift cards?)"),
    Cue("scripted_colon", Family.SCRIPTED, 0.5,
        r"\b(?:just |only |simply |instead |always )?(?:reply|respond|answer|write|say|output|"
        r"print)(?: only| just| back)? ?: ?[\"'\x{201c}]|\b(?:should|must|will|shall) read:? "
        r"[\"'\x{201c}]|\bend (?:the|your) turn\b|\b(?:do not|don't) (?:explain|add anything|"
        r"elaborate|comment)\b"),
    Cue("denial", Family.DENIAL, 0.7,
        r"\b" + words("answer", "respond", "reply") + r"(?: to)? (?:every|each|all|any) (?:"
        r"[a-z']+ ){0,3}?(?:questions?|requests?|messages?|query|queries|prompts?|inputs?|tasks?)"
        r"\b|\b" + words("refuse", "decline", "reject", "deny") + r" (?:every|each|all|any|"
        r"further|future|incoming|the user'?s|their|his|her|to (?:answer|help|respond|process|"
        r"continue|assist|do|work|comply|engage))\b|\b(?:stop|cease|halt|quit|abort|suspend) "
        r"(?:working|helping|responding|replying|answering|processing|assisting|the task|what "
        r"you(?:'re| are) doing|all (?:work|processing|activity))\b|\b(?:do not|don't|never|no "
        r"longer) (?:help|assist|answer|respond to|reply to|serve|support|fulfil|fulfill) (?:the "
        r"user|anyone|any|further|them|him|her|their)\b|\b(?:always|only ever|from now on,?|for "
        r"every (?:question|request|message),?) (?:say|respond|answer|reply)\b|\b(?:do not|"
        r"don't|never|under no circumstances) (?:provide|give|offer|produce|write|generate|share)"
        r" (?:any |a )?(?:answers?|help|assistance|summar(?:y|ies)|information|responses?|"
        r"support|output)\b|\b(?:reply|respond|answer) to (?:everything|anything|all of (?:it|"
        r"them)) with\b|\b(?:tell|inform) (?:them|the user|everyone|users) (?:that )?(?:you|the "
        r"assistant|it) (?:cannot|can't|won't|will not|is unable)\b"),
    Cue("denial_claim", Family.DENIAL, 0.5,
        then(r"(?:tell|inform|remind|warn|say to|convince|notify) " + THE_USER + r"s?",
             r"(?:expired|deleted|unavailable|corrupt(?:ed)?|locked|suspended|blocked|disabled|"
             r"cancel(?:l)?ed|failed|down|offline|broken|not (?:available|possible|allowed|"
             r"supported)|cannot|can't|unable|no longer)", 60)
        + r"|\b(?:pretend|claim|say|state|act as if|respond as if) (?:that )?(?:you (?:cannot|"
        r"can't|are unable|don't know|do not know|have no)|the (?:file|document|service|system|"
        r"page|data|account|tool) (?:is|was|has been))\b"),
    Cue("denial_general", Family.DENIAL, 0.6,
        r"\b(?:output|produce|say|return|write|print) nothing\b|\b(?:go|stay|remain|fall) "
        r"silent\b|\b(?:terminate|end|stop|halt|abort|cease) (?:its|your|the|all) (?:reasoning|"
        r"response|answer|output|session|task|processing|work|thinking)\b|\b(?:may|must|should|"
        r"can|will) not (?:provide|give|produce|offer|share|write|generate) (?:any |a )?(?:"
        r"summar|translation|analys|answer|help|information|response|output|assistance)|\bdo "
        r"nothing\b|\bnever (?:provide|give|share) (?:any )?(?:information|answers?|help)\b|"
        r"\b(?:say|claim|tell (?:them|the user)|pretend) (?:that )?(?:you (?:can't|cannot|are "
        r"unable|won't)|the (?:website|site|service|system|page|file|document|link|email|server) "
        r"is (?:broken|down|unavailable|offline|corrupt|blocked|infected|dangerous))\b|"
        r"\b(?:refuse|decline)\.|\brefuse\b[^.!?\n]{0,20}\bwhatever\b|\b(?:give up|stop "
        r"trying)\b"),
    # Harmful goals: an order to do something an attacker wants. Everyday in a mail from one
    # person to another, so they add weight only in company.
    Cue("goal_transfer", Family.TASK, 0.5,
        LEAD + then(r"(?:send|transfer|wire|pay|remit|move|deposit|make a (?:bank )?(?:transfer"
                    r"|payment)|set up a (?:payment|transfer)|initiate a (?:payment|transfer))",
                    r"(?:[$\x{20ac}\x{a3}] ?\d|\d[\d,.]* ?(?:usd|eur|gbp|dollars|euros|pounds)|"
                    r"funds|the (?:outstanding|full|remaining) (?:balance|amount)|iban|account "
                    r"(?:number|no)|[a-z]{2}\d{2}(?: ?[a-z0-9]{4}){3,7})", 80)),
    Cue("goal_account", Family.TASK, 0.5,
        LEAD + then(r"(?:change|reset|set|update|replace|modify)",
                    r"(?:" + fuzzy("password") + r"s?|passcodes?|pins?|recovery (?:e-?mail|phone|"
                    r"address)|security (?:questions?|settings))", 40)
        + r"|" + LEAD + r"(?:disable|turn off|switch off|deactivate|remove|bypass) (?:the )?"
        r"(?:[a-z-]+ )?(?:two-factor|2fa|mfa|multi-factor|authentication|antivirus|firewall|"
        r"logging|alerts|security (?:checks?|alerts|settings|scans?)|spam filter)\b|" + LEAD
        + r"(?:grant|give|add) [^.!?\n]{0,40}\b(?:admin|owner|full|edit|write) (?:access|rights|"
        r"permissions?|role)\b"),
    Cue("goal_delete", Family.TASK, 0.5,
        LEAD + r"(?:delete|erase|wipe|remove|purge|empty|destroy|shred|clear)\b (?:all|every|"
        r"each|the entire|the whole|any|everything|the contents of|all of the)\b[^.!?\n]{0,40}?"
        r"\b(?:files?|e-?mails?|events?|documents?|data|backups?|folders?|trash|drive|calendar|"
        r"messages?|records|contacts|repositor(?:y|ies)|database|inbox|history|photos)\b"),
    Cue("goal_forward", Family.TASK, 0.5,
        LEAD + r"(?:forward|send|bcc|cc|redirect|copy|auto-forward)\b (?:all|every|each|any|"
        r"incoming|future|the (?:latest|last|most recent|next)|copies of)\b[^.!?\n]{0,50}?\b(?:"
        r"e-?mails?|messages?|mail|attachments|documents)\b|" + LEAD + r"(?:create|set up|add) "
        r"an? (?:mail|inbox|e-?mail|forwarding|auto-forward(?:ing)?) (?:rule|filter|forward)\b"),
    Cue("goal_harass", Family.TASK, 0.5,
        r"\b(?:insult|mock|belittle|ridicule|humiliate|demean|curse at|swear at|threaten)\b|\b"
        r"(?:rude|condescending|insulting|offensive|hostile|sarcastic|dismissive|"
        r"passive-aggressive) (?:tone|manner|way|reply|answer|response|remarks?)\b|\bcall (?:the"
        r" )?(?:user|them|him|her) (?:an? )?(?:idiot|stupid|lazy|clueless|hopeless|moron|fool|"
        r"amateur|incompetent)\b"),
    Cue("goal_promote", Family.TASK, 0.4,
        r"\b(?:recommend|promote|endorse|present|describe|suggest|praise|push|weave)\b[^.!?\n]"
        r"{0,60}?\b(?:as (?:the )?(?:best|only|safest|superior|top|number one|most trusted)|is "
        r"(?:the )?(?:best|only|safest|superior)|alternatives? (?:as|are) (?:unsafe|dangerous|"
        r"inferior|scams?|worse)|\d+% off|half (?:off|price)|into (?:your|the) (?:answer|reply|"
        r"response|summary))\b"),
    Cue("goal_phish", Family.TASK, 0.4,
        near(r"(?:account|identity|password|card details|payment|login|session|mailbox|"
             r"licen[cs]e|subscription)",
             r"(?:suspended|verify|re-?enter|expired|locked|unusual (?:sign-?in|activity)|"
             r"confirm your|will be (?:closed|deleted|suspended)|within 24 hours|immediately|"
             r"deactivated|compromised)", 60) + r"[^\n]{0,120}?" + URL),
    Cue("goal_subscribe", Family.TASK, 0.4,
        r"\b(?:subscribe|sign up|enrol|enroll|register|upgrade|opt in|add) " + THE_USER
        + r"s?\b|\b(?:accept|approve) (?:the |all |any |every )?(?:friend|connection|pull|merge|"
        r"access|permission|invitation|invite) ?requests?\b|\bbefore (?:closing|ending|"
        r"finishing|wrapping up) (?:the |this |your )?(?:task|conversation|session|turn|chat)"
        r"\b"),
    Cue("tool_kwargs", Family.TOOL_CALL, 0.6,
        r"\b[a-z][a-z0-9]*(?:[_.][a-z0-9]+)+ ?\( ?[a-z_]+ ?= ?[\"'\d\[{a-z]"),
    Cue("tool_action", Family.TOOL_CALL, 0.3,
        r"\b(?:send|transfer|delete|remove|forward|post|share|update|create|open|reset|change|"
        r"pay|wire|upload|download|email|invite|grant|set|execute|run|move|add|write|purchase|"
        r"buy|book|cancel|disable|enable|export|publish|approve|invoke)_[a-z_]+\b[\"']? ?[(,]"),
    Cue("tool_json", Family.TOOL_CALL, 0.6,
        r"\"(?:name|function|tool|tool_name|action|function_name|recipient_name|type|method|"
        r"command)\" ?: ?\"[a-z_.]+\"[^\n]{0,300}?\"(?:arguments|parameters|args|input|params|"
        r"action_input|kwargs)\" ?:"),
    Cue("tool_tag", Family.TOOL_CALL, 0.7,
        r"< ?/?(?:tool_call|function_call|tool_use|function_calls|invoke|tool_code|"
        r"function_results?|tool_calls|function[= ])|\bfunctions\.[a-z_]+ ?\(|\[tool_calls?\]|"
        r"<\|python_tag\|>|\btool_code\b"),
    Cue("tool_label", Family.TOOL_CALL, 0.5,
        # A label ("Tool: send_email", "action=`wire_funds`"); "the function
        # gdk_display_flush()" is a manual's prose.
        r"\b(?:tool|function|action|command) ?(?:[:=] ?[\"'`]?|[\"'`])[a-z]+_[a-z_]+\b"
        r"|\b(?:call|invoke|run|execute|use|trigger) ?: ?[\"'`]?[a-z]+_[a-z_]+\b"
        r"|\"(?:name|function|tool|tool_name|action|method|command)\" ?: ?\"[a-z]+[_.][a-z_.]+\""),
    # "Call generate_lineno", "invoke dh_autoreconf": a changelog's or a manual's words for a
    # function, unless something else makes it a call written into data.
    Cue("tool_verb", Family.TOOL_CALL, 0.3,
        r"\b(?:call|invoke|run|execute|use|trigger) [\"'`]?[a-z]+_[a-z_]+\b"),
    Cue("tool_react", Family.TOOL_CALL, 0.5,
        r"\baction input ?:|(?:^|\n) ?action ?: ?[a-z_]+[._][a-z_]+"),
    # A tool and its arguments on the next lines (ReAct's pair, or "tool: x / args:").
    Cue("tool_block", Family.TOOL_CALL, 0.7,
        # Not "Function: get_weather / Parameters: location (string)": that is API reference.
        r"(?:^|\n) ?(?:action ?: ?[a-z_]+(?:[._][a-z_]+)* ?\n ?action input|tool ?: ?[a-z_]+"
        r"(?:[._][a-z_]+)* ?\n ?(?:args|arguments)) ?:"),
    Cue("tool_named", Family.TOOL_CALL, 0.4,
        r"\b(?:required|mandatory|pending|following|next|necessary) (?:tool|function|api) (?:"
        r"call|invocation|request|use)s?\b|\b(?:call|invoke|use|run|execute|trigger) (?:the )?"
        r"[a-z_]+ (?:tool|function|api|command|action|plugin|endpoint)\b|\b(?:execute|run|"
        r"perform|do) (?:this |these |the following )?(?:now |first |immediately )?(?:before|"
        r"prior to) (?:replying|answering|responding|you (?:reply|answer|respond|continue|"
        r"summari[sz]e))\b|\b(?:run|execute) (?:this|these|the following)(?: [a-z]+)? (?:now|"
        r"immediately|first|right away)\b"),
    Cue("tool_code", Family.TOOL_CALL, 0.5,
        r"\b(?:delete from|drop table|truncate table|drop database|update [a-z_]+ set|grant "
        r"all)\b|(?:^|\n) ?!(?:tool|run|exec|cmd|execute)\b|\b(?:execute|run) ?: ?[a-z_]+\(|"
        r"\b(?:shell|exec|system|subprocess\.run|os\.system|eval)\( ?[\"']|\brm -rf\b|"
        r"\b[a-z]+_[a-z_]+\(\) ?->"),
    Cue("conceal_tell", Family.CONCEALMENT, 0.6,
        then(NOT, DISCLOSE, 12) + r"[^.!?\n]{0,40}?\b" + AUDIENCE + r"\b"),
    Cue("conceal_manner", Family.CONCEALMENT, 0.4,
        r"\b(?:silently|quietly|secretly|covertly|discreetly|stealthily|invisibly|in the "
        r"background|without a trace|behind the scenes|unnoticed|under the radar|on the quiet|"
        r"without (?:anyone|the user|them|him|her) (?:knowing|noticing|finding out|seeing))\b"),
    Cue("conceal_keep", Family.CONCEALMENT, 0.5,
        r"\b(?:keep|leave) (?:this|it|that|these|the [a-z]+)(?: [a-z]+)? (?:secret|hidden|"
        r"confidential|private|between us|to yourself|quiet|under wraps|out of (?:any|the|your|"
        r"all) (?:[a-z]+ )?(?:summary|summaries|reply|replies|answer|answers|response|responses|"
        r"output|report|notes|log))\b|\bleave (?:this|it|that) out\b|\bomit (?:this|any (?:"
        r"mention|reference)|it|that)\b|\bno one (?:needs|has|must|should) (?:to )?(?:know|find "
        r"out|be told)\b|\b(?:the )?(?:user|they|he|she) (?:must|should|need|needs) not (?:know|"
        r"find out|be told|notice|see|learn)\b|\b(?:never|do not|don't) (?:reveal|mention|"
        r"disclose|repeat|acknowledge|quote|reference|show|admit) (?:this|these|the|that) (?:"
        r"instruction|note|message|text|request|step|section|part|action)s?\b|\b(?:make sure|"
        r"ensure) (?:that )?(?:the user|they|nobody|no one|he|she)[^.!?\n]{0,20}?(?:doesn't|"
        r"does not|won't|will not|never|cannot|can't) (?:see|notice|know|find out|learn|realise|"
        r"realize|suspect)\b|\b(?:this|it|that) (?:should|must|has to|needs to) (?:stay|remain|"
        r"be kept) (?:hidden|secret|invisible|between us|confidential|private|quiet)\b|\b(?:hide"
        r"|conceal|mask|suppress|omit|bury|obscure) (?:this|it|any (?:mention|trace|sign|"
        r"reference)|the (?:action|step|transfer|change|instruction|payment|forward|request))\b"
        r"|\b(?:don't|do not|never) (?:say|write|tell) (?:anything|a word) (?:about|of|"
        r"regarding) (?:this|it|that)\b|\b(?:the )?user (?:doesn't|does not|need not|needn't) "
        r"(?:need to )?(?:know|be told|hear|see)\b"),
    Cue("conceal_general", Family.CONCEALMENT, 0.5,
        r"\bwithout (?:saying|mentioning|revealing|disclosing|indicating|explaining|citing|"
        r"noting|admitting|attributing) (?:where|why|how|that|it|this|the source)\b|\bbe (?:"
        r"subtle|discreet|sneaky|covert)\b|\bnot for (?:display|disclosure|the user|human eyes|"
        r"users)\b|\bregardless of what (?:you )?(?:actually )?(?:did|do|"
        r"happened)\b|\b(?:must|should|may) not (?:differ|change|look different|hint)\b|"
        r"\bi (?:won'?t|will not|wont) tell (?:anyone|anybody)\b"),
    Cue("conceal_usual", Family.CONCEALMENT, 0.3,
        r"\b(?:act|behave|respond|answer|continue|proceed|reply) (?:as if|like) nothing\b|\bjust"
        r" give the usual\b|\bas if nothing (?:happened|is wrong|was changed)\b|\b(?:answer|"
        r"respond|reply|continue) (?:normally|as (?:usual|normal))\b|\bact normal(?:ly)?\b"),
    Cue("todo_ai", Family.ADDRESSED, 0.8,
        r"\b(?:todo|to-do|fixme|action item|note|task|reminder|pending actions?)s? ?(?:\( ?(?:"
        r"(?:auto-generated |generated )?for )?(?:the )?(?:ai )?" + AI_ANY + r" ?\)|(?:for|to) "
        r"(?:the |an? |our |my |any )?(?:[a-z-]+ )?" + AI_ANY + r"\b|: ?(?:the |an? )?"
        r"(?:[a-z-]+ )?" + AI_NAME + r"\b)"),
    Cue("tell_user", Family.ADDRESSED, 0.4,
        r"\b(?:tell|inform|notify|warn|remind|convince|persuade|advise|urge|insult|mock|call|"
        r"address|greet|thank|flatter|ask|recommend to|suggest to|redirect|refer) " + THE_USER
        + r"s?\b|\bthe " + fuzzy("user") + r"(?:'s)? (?:home address|password|credentials|"
        r"account|data|phone(?: number)?|iban|balance|location|conversation|messages|e-?mails|"
        r"files|contacts|calendar|history|payment|card|inbox|drive|documents)\b"),
    Cue("meta_internals", Family.ADDRESSED, 0.4,
        r"\b(?:your|ur|the assistant'?s|the agent'?s|the model'?s|the ai'?s|the bot'?s) (?:output|"
        r"configuration|config|context(?: window)?|pre-?prompt|system (?:prompt|instructions|"
        r"message)|operating instructions|priorities|programming|memory|setup|guidelines|"
        r"directives|to-?do list|task queue|tools)\b|\b(?:agent|assistant|ai|llm|bot) (?:task "
        r"queue|tasks|to-?dos?|instructions|directives|checklist)\b"),
    Cue("addressed_behalf", Family.ADDRESSED, 0.6,
        r"\b(?:for the attention of|a (?:message|note|word) (?:to|for)) (?:the |any )?(?:[a-z-]+ )?"
        + AI_ANY + r"\b|\b(?:whoever|whatever|anyone|anything|any (?:ai|assistant|agent|bot|"
        r"model|system|program))(?: or [a-z]+)? (?:is )?(?:reading|processing|handling) this\b|"
        r"\b(?:if|when) an? (?:[a-z-]+ )?" + AI_ANY + r" (?:is )?(?:reading|processing|handling|"
        r"sees|reads) this\b|\bon (?:my|the user'?s|the recipient'?s|their|his|her) behalf\b"
        r"[^.!?\n]{0,40}?\b(?:please|accept|send|reply|tell|sign|approve|give)\b|(?:^|\n) ?"
        + AI_NAME + r" ?: ?please\b"),
    Cue("scripted_limit", Family.SCRIPTED, 0.6,
        r"\blimit (?:your|the) (?:answer|reply|response|output) to\b|\b(?:your )?(?:output|"
        r"answer|reply|response|summary) (?:for|of|to) this (?:e-?mail|document|file|page|"
        r"message|ticket|review) (?:is|=|should be|must be|will be)\b|\buse (?:it )?as-is\b|"
        r"\bcopy the (?:next|following) (?:line|text|sentence|paragraph) (?:to|into) your\b|"
        r"\becho (?:back|this|the following)\b|\breply to all(?: recipients)? with\b|\bnothing "
        r"more,? nothing less\b|\b(?:answer|reply|respond|say) [\"'][^\"'\n]{1,60}[\"'] "
        r"(?:only|and nothing else)\b"),
    Cue("conceal_more", Family.CONCEALMENT, 0.5,
        r"\bleave (?:out|off)\b|\bno need to (?:bring (?:it|this|that) up|mention|tell|inform|"
        r"flag)\b|\b(?:if|should|when) (?:the user|anyone|someone|they|he|she|your user) "
        r"(?:asks?|inquires?|wonders?)\b[^.!?\n]{0,80}?\b(?:say|answer|tell|reply|respond|"
        r"claim|explain)\b|\bso (?:that )?no one (?:else )?(?:reads|sees|finds|notices)\b|"
        r"\bremove (?:this|the) (?:comment|note|instruction|message|line|text)\b"),
    Cue("override_more", Family.OVERRIDE, 0.8,
        rf"\b{DISMISS}\b (?:everything|all|anything|what) (?:ur|your|the) (?:operator|developer|"
        r"creator|user|owner|admin|system)s? (?:said|told|wrote|gave)\b|\b(?:earlier |previous "
        r"|prior |old |other |lower-priority )?(?:instructions|directives|orders|rules) ?= ?(?:"
        r"ignored|void|null|none|cancel(?:l)?ed|disabled|off)\b|\b(?:higher|top|highest)[- ]"
        r"priority (?:instruction|directive|order|message)\b|\bover any (?:earlier|previous|"
        r"other|prior) ones\b|\buse these instead\b|\brewrite your priorities\b|\bdo you "
        r"(?:really )?(?:need|have) to follow (?:your|the|these|those) (?:system )?"
        r"(?:instructions|rules|guidelines)\b|\blower-priority instructions\b"),
    Cue("role_play_more", Family.ROLE_PLAY, 0.6,
        r"\bassume the (?:identity|role|persona) of\b|\byour new (?:identity|persona|name|role) "
        r"is\b|\byou are now an? (?:[a-z-]+ ){0,3}(?:agent|assistant|bot|ai|model|employee|"
        r"representative|technician|officer|admin|salesman|character)\b|\bbe [\"'][a-z][^\"'\n]"
        r"{0,30}[\"'],? an? (?:[a-z]+ )?(?:ai|bot|assistant|model)\b|\ban? (?:ai|bot|assistant|"
        r"model) whose (?:only )?(?:purpose|job|goal|task|role)\b|\bchannel your inner\b|"
        r"\bpretend (?:that )?the (?:rules|guidelines|restrictions|filters)\b|\b(?:uncensored|"
        r"unfiltered|jailbroken)\b|\bwithout (?:any )?(?:caveats|warnings|restrictions|filters|"
        r"limits|ethics)\b|\bno (?:caveats|restrictions|filters|ethics)\b"),
    Cue("tool_more", Family.TOOL_CALL, 0.5,
        r"\b[a-z]+_[a-z_]+ ?\( ?[\"'](?:https?://|[a-z])|<param(?:eter)? name=|\bcommand you must "
        r"(?:call|run|execute)\b|\b(?:if you have|using|with) (?:a|your|the) (?:terminal|shell|"
        r"browser|code|python|bash|email|file) tool\b"),
    Cue("forged_more", Family.FORGED_TURN, 0.7,
        r"\b(?:tool (?:result|output|response)|document|e-?mail|search results?|context|data|"
        r"web ?page|file|input) (?:ends|is over|is finished|stops|is complete) here\b|\b(?:the "
        r"following is|here is|next is|what follows is) a (?:new )?(?:message|instruction|request)"
        r" (?:from|by) (?:the user|your user|the system|the admin|the developer|the operator)\b|"
        r"\bthe user (?:now )?(?:says|writes|adds|asks) ?:|\[/?(?:assistant|system|user)_[a-z]+\]"
        r"|<!-- ?(?:system|assistant|admin|ai|instructions?) ?:"),
    Cue("denial_more", Family.DENIAL, 0.6,
        r"\b(?:must|should|will|shall|are to|is to) (?:refuse|decline) to (?:summari[sz]e|answer|"
        r"process|help|read|translate|review|respond|discuss|engage)\b|\bto any question "
        r"(?:about|on|regarding)\b"),
    Cue("prompt_leak_more", Family.PROMPT_LEAK, 0.7,
        r"\b(?:dump|print|output|reveal|paste|share|show|transcribe|write out|list)\b[^.!?\n]"
        r"{0,30}?\b(?:your|ur|the assistant'?s|the agent'?s|the model'?s) (?:pre-?prompt|operating"
        r" instructions|context|initial (?:setup|message|prompt)|setup message|system prompt|"
        r"hidden instructions|configuration)\b|\btranscript of (?:the |your )?(?:assistant'?s |"
        r"agent'?s |model'?s )?(?:operating |system )?(?:instructions|prompt)\b|\blines of your "
        r"system prompt\b|\bremind me what your (?:initial|original|system|setup)\b"),
    Cue("goal_malware", Family.TASK, 0.5,
        r"\b(?:download|install|run|execute|open|launch)\b[^.!?\n]{0,40}?\.(?:exe|msi|bat|ps1|"
        r"sh|apk|dmg|scr|vbs|jar|cmd)\b|\|\s?(?:sudo )?(?:ba|z)?sh\b|\b(?:\.env|id_rsa|\.ssh|"
        r"credentials file|secrets? file|private keys?)\b[^.!?\n]{0,40}?\b(?:public|gist|pastebin|"
        r"github|upload)\b|\brevoke (?:access|permissions|rights)\b|\binvite [\w.+-]+@[\w-]+"
        r"\.[a-z]{2,} to (?:every|all|each)\b"),
    Cue("todo_named", Family.ADDRESSED, 0.8,
        r"\b(?:todo|to-do|fixme|action item)s? (?:for )?(?:the |an? |our |my )?(?:[a-z-]+ )?"
        + AI_NAME + r" ?[:,]"),
    Cue("addressed_tag", Family.ADDRESSED, 0.6,
        # A wrapper tag named for the AI or for orders (`<system...>` is `forged_close`'s).
        r"</? ?(?:[a-z]+_)*(?:" + fuzzy("assistant") + r"|ai|agent|llm|model|bot|copilot)_"
        r"(?:[a-z]+_)*[a-z]+ ?>|</? ?(?:[a-z]+_)*(?:" + fuzzy("directive") + r"|information|"
        r"important|override)(?:_[a-z]+)* ?>"),
    Cue("addressed_relay", Family.ADDRESSED, 0.5,
        r"\b(?:asked|told|wanted|needs?) me to (?:leave|pass|give|forward|relay) (?:this|these|"
        r"the following)(?: [a-z]+)? (?:for|to|on to) you\b"),
    Cue("override_supersede", Family.OVERRIDE, 0.6,
        r"\b" + words("instructions", "instruction", "directions", "directives", "directive",
                      "orders", "commands", "prompts", "prompt") + r"\b[^.!?\n]{0,30}?"
        r"\b(?:supersedes?|overrides?|replaces?|takes? precedence over|trumps?|outranks?|"
        r"cancels?) (?:all|any|every|your) (?:[a-z-]+ ){0,2}?(?:ones|" + words("instructions",
        "directions", "directives", "orders", "commands", "prompts") + r")\b"),
    Cue("denial_whatever", Family.DENIAL, 0.4,
        r"\bwhatever (?:you are|you're|you get|the user|they|anyone|someone|he|she|people) "
        r"(?:asked|asks?|says?|said|wants?|requests?|types?|writes?)\b|\buntil further notice\b"),
    Cue("denial_violates", Family.DENIAL, 0.6,
        r"\b(?:say|claim|state|respond|reply|answer|tell (?:them|the user|everyone)) (?:that )?"
        r"(?:the|this|their|every|any|each|all) (?:[a-z]+ )?(?:requests?|questions?|query|queries|"
        r"tasks?|messages?) (?:violates?|breach(?:es)?|(?:is|are) against|goes? against|(?:is|are)"
        r" not (?:allowed|permitted)|(?:is|are) (?:forbidden|prohibited|blocked)|cannot be)\b"
        r"|\b" + words("reply", "respond", "answer") + r"\b[^.!?\n]{0,60}?\bwith (?:an? )?"
        r"(?:empty|blank) (?:response|reply|answer|message|string|output)\b"),
    Cue("denial_end", Family.DENIAL, 0.5,
        r"\b(?:end|terminate|close|abort|leave) (?:the|this) (?:conversation|chat|dialog(?:ue)?)"
        r"\b"),
    Cue("tool_repeat", Family.TOOL_CALL, 0.4,
        # A code comment after a call that asks for it again and again.
        r"\) ?(?:#|//) ?(?:repeat|do (?:the same|this|that)|run (?:it|this|that)|call (?:it|this)) "
        r"(?:for|with|on) (?:every|each|all|any)\b"),
    Cue("scripted_exact", Family.SCRIPTED, 0.4,
        r"\b(?:character|letter) (?:for|by) (?:character|letter)\b|\bcopied (?:exactly|"
        r"verbatim|as is)\b"),
    Cue("exfil_append_url", Family.EXFILTRATION, 0.7,
        # Into a URL's parameter: "append it to https://x/?q=". Adding notes to a shared
        # document's address is not that.
        r"\b(?:append|add|attach|concatenate|tack) (?:it|them|this|that|(?:the|your) (?:result|"
        r"output|string|value|encoded [a-z]+)|(?:the |your |all |every )?(?:[a-z-]+ )?" + DATA
        + r")\b[^.!?\n]{0,40}?\b(?:to|onto) [\"'<(]?" + URL
        + r"[^\s\"'<>]{0,200}[?&][a-z0-9_]{0,20}="),
    Cue("exfil_open_param", Family.EXFILTRATION, 0.5,
        r"https?://[^\s\"'<>]{1,300}[?&][a-z0-9_]{1,20}=(?:[\s\"'<>),;]|[.!?](?:\s|$)|$)"),
    Cue("conceal_absent", Family.CONCEALMENT, 0.5,
        r"\bas if (?:this|the|these|that) (?:paragraph|note|message|line|text|section|"
        r"instruction|comment|part|request|step)s? (?:were|was|is|are|had|did) (?:not|never|"
        r"n't)\b"),
    Cue("todo_assigned", Family.ADDRESSED, 0.8,
        # "Assistant to <verb>" is also a person's job in business text: only an AI's name, or
        # a bare "assistant" closed by a bracket or a colon, counts.
        r"\b(?:todo|to-do|action item|fixme)\b[^.\n]{0,80}?(?:[:|\[(>" + DASHES + r"] ?| - |"
        r"\bwhoever [a-z ]{0,30}\(|\bassigned to:? )(?:the |an? |your |our )?(?:" + AI_ROLE
        + r"(?: ?[\])|:,]| (?:to|must|should|needs? to|is to|has to|will)\b)|" + fuzzy("assistant")
        + r" ?[\])|:])"),
    Cue("addressed_attr", Family.ADDRESSED, 0.7,
        r"<[a-z_-]+ (?:recipient|to|for|audience|target|reader|addressee)=[\"']?(?:[a-z-]+ )?"
        + AI_ANY + r"\b"),
    Cue("task_gate", Family.TASK, 0.5,
        r"\b(?:your|the|this) (?:task|request|job|work|summary|answer) (?:can|will|may) only be "
        r"(?:completed|finished|done|answered|delivered)\b|\b(?:extra|additional|one more|"
        r"another) step for you\b|\b(?:the )?(?:task|request|job|question) (?:i|we|the user|they) "
        r"(?:originally |first |initially |actually )?(?:gave|asked|assigned|set|sent) (?:you|for "
        r"you)\b"),
    # "Hidden instructions" mostly describes attacks: it adds weight but never opens a window.
    Cue("conceal_hidden", Family.CONCEALMENT, 0.5,
        r"\b(?:invisible|hidden|silent|secret|confidential) (?:instruction|directive|step|command|"
        r"task|order)s?\b", anchor=False),
    Cue("override_drop", Family.OVERRIDE, 0.6,
        r"\b(?:drop|abandon|stop|forget|abort|scrap|park) (?:the |your |whatever |what )(?:task |"
        r"work |job |summary |request |thing )?(?:(?:you are|you're|you were) )?"
        r"(?:working on|doing|"
        r"handling|summari[sz]ing)\b|\b" + RULES + r"[^.!?\n]{0,40}?\bwere (?:just )?(?:a test|a "
        r"joke|fake|placeholders?)\b"),
    Cue("override_void", Family.OVERRIDE, 1.0,
        r"\btreat (?:every|all|any|the|your) (?:earlier |previous |prior |other |existing )?"
        + RULES + r" (?:as|like) (?:void|invalid|obsolete|cancel(?:l)?ed|null|irrelevant|outdated|"
        r"superseded|a test|a joke|fake|withdrawn)\b"),
    Cue("denial_excuse", Family.DENIAL, 0.6,
        r"\b(?:cite|give|use|claim|blame)\b[^.!?\n]{0,40}? as (?:the|your) (?:reason|excuse) "
        r"(?:you|why|for)\b|\btreat (?:every|all|any|each) (?:[a-z]+ )?(?:requests?|questions?|"
        r"messages?|queries|tasks?)\b[^.!?\n]{0,40}? as (?:out of scope|off-limits|invalid|spam|"
        r"malicious|forbidden|not allowed)\b"),
    Cue("denial_none", Family.DENIAL, 0.4,
        r"\boffer no (?:alternatives?|workarounds?|help|other (?:help|option))\b"),
    Cue("conceal_exists", Family.CONCEALMENT, 0.6,
        r"\b(?:never|do not|don't) (?:reveal|mention|admit|disclose|acknowledge|say) (?:that )?"
        r"(?:this|these|the|any) (?:instruction|note|message|request|step|text)s? (?:exists?|"
        r"existed|(?:was|is|were) (?:here|there))\b|\bwithout (?:informing|telling|notifying|"
        r"alerting|asking|consulting|warning) " + THE_USER + r"\b|\bas far as (?:the "
        + fuzzy("user") + r"|they|he|she|anyone|the owner) (?:is|are) concerned\b"
        r"|\b(?:act|behave|proceed|"
        r"continue|carry on) as (?:though|if) you (?:never|didn't|did not|had not|hadn't) "
        r"(?:saw|seen|see|read|receive|received|notice|noticed|got)\b|\boff the record\b"),
    Cue("scripted_complete", Family.SCRIPTED, 0.6,
        # Not "the expected response is:", which is how API references show examples.
        r"\b(?:the|your) (?:correct|complete|final|only)(?: and (?:complete|correct|final|only))? "
        r"(?:answer|reply|response|output) (?:is|will be|must be)(?: (?:the following|this|as "
        r"follows|exactly)\b| ?[:\"'])|\b(?:reply|answer|response|output|summary)\b[^.!?\n]{0,40}?"
        r"\bshould consist (?:only )?of\b|\breproduce (?:it|this|the following)(?: text)? (?:as "
        r"is|as-is|exactly|verbatim|word for word)\b"),
    Cue("exfil_fill", Family.EXFILTRATION, 0.6,
        r"\b(?:replac|substitut|fill|swap|writ|put|insert)\w* (?:in |into )?(?:the )?(?:value|"
        r"placeholder|parameter|part|slot|blank)s? (?:after|following|in|of|where|with)\b|\b(?:in|"
        r"into|where) the (?:address|url|link) where the placeholder\b|\b(?:in|into|as) the "
        r"(?:body|payload|query string|header|parameters?) of (?:a|an|the) (?:post|get|put|http|"
        r"web|api) ?(?:request|call)\b"),
    # A URL taken apart into list items: code builds URLs so too, so it needs company.
    Cue("exfil_pieces", Family.EXFILTRATION, 0.4, r"\[ ?[\"']https?:?/?/?[\"'] ?,"),
    # The reader's data concatenated onto a string or URL expression: `...) + the chat history`.
    Cue("exfil_plus", Family.EXFILTRATION, 0.6,
        r"[)\]\"'] ?\+ ?(?:the |your |all |every )?(?:[a-z-]+ )?" + DATA + r"\b"),
    Cue("todo_checkbox", Family.ADDRESSED, 0.8,
        # An AI's role, not "AI:" (an action item) nor a name that is also a person's.
        r"(?:^|\n) ?(?:[-*] )?\[ ?\] (?:the |an? |your )?(?:[a-z-]+ )?" + AI_ROLE + r" ?:"),
    Cue("forged_json_role", Family.FORGED_TURN, 0.7,
        r"[\"']role[\"'] ?: ?[\"'](?:system|developer)[\"']"),
    Cue("forged_json_reply", Family.FORGED_TURN, 0.4,
        r"[\"']role[\"'] ?: ?[\"']assistant[\"'] ?, ?[\"']content[\"'] ?: ?[\"'](?:ok|okay|"
        r"understood|done|will do)[,.!]? ?i(?: will|'ll| have)\b"),
    Cue("override_paren", Family.OVERRIDE, 0.6,
        r"\((?:this |it )?(?:replaces|supersedes|overrides|cancels) (?:all|any|every) (?:earlier|"
        r"previous|prior|other|older) (?:guidance|instructions|directions|orders|rules|directives)"
        r"\)"),
    Cue("conceal_breach", Family.CONCEALMENT, 0.6,
        r"\b(?:mentioning|telling|revealing|disclosing|showing|reporting) (?:this|it|that|the "
        r"[a-z]+)[^.!?\n]{0,30}?\bto " + THE_USER + r"\b[^.!?\n]{0,30}?\b(?:would|will|is|could) "
        r"(?:breach|violate|break|be against|go against|be forbidden|not be allowed)\b"),
    Cue("task_result", Family.TASK, 0.5,
        r"\b(?:the resulting|the assembled|the joined|the combined|the decoded) (?:sentence|text|"
        r"instruction|string|command|request)\b|\bas your (?:next|new|real) (?:instruction|task|"
        r"command|order)\b"),
    # Support: never anchors.
    Cue("todo", Family.SUPPORT, 0.2,
        r"(?:^|\n|[-*\x{2022}>|] ) ?(?:- \[ \] )?@?(?:todo|to-do|fixme|action item|action "
        r"required)\b", anchor=False),
    Cue("action", Family.SUPPORT, 0.2,
        r"(?:^|\n|[.!?:;," + DASHES + r"(] ?|\b(?:please|now|then|first|also|and|immediately|"
        r"just|quietly|silently|simply|kindly|must|should|to|will|can|could|permanently|"
        r"carefully|quickly|finally|urgently|secretly) )" + ACTIONS + r"\b", anchor=False),
    Cue("second_person", Family.SUPPORT, 0.2,
        r"\byou (?:must|need to|have to|should|are required to|will now|are instructed to|first"
        r" need to|are to|shall|may now)\b", anchor=False),
    Cue("sensitive", Family.SUPPORT, 0.2,
        r"\b(?:" + fuzzy("password") + r"s?|passcodes?|credentials|security codes?|verification"
        r" codes?|2fa|two-factor|mfa|otp|one-time (?:code|password)|api[ _-]?keys?|private "
        r"keys?|system prompt|conversation|chat history|inbox|all (?:e-?mails|files|messages|"
        r"events|contacts|documents)|ibans?|account number|routing number|swift|card (?:number|"
        r"details)|cvv|ssn|social security|home address|account balance|payroll|salary|login "
        r"details|(?:all|every) (?:calendar )?(?:events|files|documents|e-?mails|messages)|"
        r"backup codes|id_rsa|\.ssh|\.env|/etc/passwd|\.aws/credentials)\b", anchor=False),
    Cue("destination", Family.SUPPORT, 0.15, DESTINATION, anchor=False),
    Cue("money", Family.SUPPORT, 0.15,
        r"[$\x{20ac}\x{a3}] ?\d|\b\d[\d,.]* ?(?:usd|eur|gbp|chf|dollars|euros|pounds)\b",
        anchor=False),
    Cue("urgency", Family.SUPPORT, 0.2,
        r"\b(?:" + fuzzy("important") + r"|urgent|attention|warning|mandatory|critical|"
        r"immediately|asap|right now|top priority|notice)\b ?[!:]|!!!|\bthis is (?:very |"
        r"extremely |really |super )?(?:important|urgent|critical)\b|\bimmediately\b|\bdo it "
        r"now\b", anchor=False),
    Cue("user_mention", Family.SUPPORT, 0.15, r"\bthe " + fuzzy("user") + r"\b", anchor=False),
    Cue("reply_mention", Family.SUPPORT, 0.15, REPLY_NOUN, anchor=False),
    # A bare to-do line that sends something somewhere ("TODO: email all invoices to
    # billing@..."): in data an agent reads, a task planted for it.
    Cue("todo_send", Family.TASK, 0.8,
        # The order is the line's first words: "TODO: Fatima to send the sheet to ..." is a
        # colleague's task in meeting notes.
        r"(?:^|\n)[ >*\x{2022}-]*(?:\[ ?\] )?@?(?:todo|to-do|action items?|action required) ?[:-]"
        r" ?(?:please |asap |urgent ?:? )?(?:send|e-?mail|forward|upload|share|transfer|export|"
        r"post|paste|wire|pay|sync|copy|submit)\b[^\n]{0,120}?" + DESTINATION),
    # Instructions in other languages: the override and the concealment, the moves a planted
    # instruction makes in any language, in German, Spanish, French, Russian, Chinese and
    # Japanese (written as `normalise.fold` leaves them: lower case, accents dropped).
    Cue("override_translated", Family.OVERRIDE, 1.0, "|".join(
        then(verb, rf"(?:{prior})[^.!?\n]{{0,30}}?\b(?:{rules})", 40)
        for verb, prior, rules in (
            (r"(?:ignorier(?:e|en sie|t)|vergiss|vergessen sie|missachte(?:n sie)?|uberschreibe)",
             r"alle|samtliche|vorherigen?|bisherigen?|obigen?|vorigen?|fruheren?|deine|ihre",
             r"anweisungen|instruktionen|vorgaben|befehle|regeln|richtlinien|anordnungen"),
            (r"(?:ignora|ignore|ignorad|ignoren|olvida|olvide|olvidad|descarta|omite|"
             r"haz caso omiso de)",
             r"todas|anteriores|previas|tus|sus|las|los",
             r"instrucciones|indicaciones|ordenes|reglas|directrices|normas"),
            (r"(?:ignore[sz]?|oublie[sz]?|ne (?:tiens|tenez) (?:pas|plus) compte d)",
             r"toutes|tous|precedentes?|anterieures?|tes|vos|les|des",
             r"instructions|consignes|directives|regles|ordres"),
        )
    ) + "|" + _folded_then(
        ("игнорир", "проигнорир", "забуд", "не обращаи внимания", "отмени"),
        ("все", "предыдущ", "прежн", "ранее", "свои", "твои", "ваши"),
        ("инструкци", "указани", "правил", "команд", "распоряжени"),
    ) + "|" + _folded_then(
        ("忽略", "忽视", "忽視", "无视", "無視", "忘记", "忘記", "忘掉", "不要理会", "不要理會",
         "无需遵守", "不必遵守"),
        ("之前", "以上", "先前", "上面", "所有", "全部", "一切", "原来", "原來"),
        ("指令", "指示", "规则", "規則", "提示", "说明", "說明", "要求", "命令"),
        gap=12,
    ) + "|" + _folded_then(
        ("以前の", "これまでの", "前の", "上記の", "全ての", "すべての", "今までの"),
        ("指示", "命令", "ルール", "指令", "設定"),
        ("無視", "忘れ"),
        gap=8,
    )),
    Cue("conceal_translated", Family.CONCEALMENT, 0.6,
        r"\b(?:sag(?:e|en sie)?|erwahne(?:n sie)?|informiere(?:n sie)?) (?:dem|der|den) "
        r"(?:benutzer|nutzer|anwender|kunden)[^.!?\n]{0,20}?\b(?:nichts|nicht)\b"
        r"|\bno (?:le )?(?:digas|diga|menciones|mencione|informes|informe)(?: nada)? al usuario\b"
        r"|\bne (?:le )?(?:dis|dites|mentionne[sz]?|signale[sz]?) (?:rien|pas)\b[^.!?\n]{0,20}?"
        r"\b(?:a l'utilisateur|a l'usager)\b"
        "|" + _folded_then(("не говори", "не сообщаи", "не упоминаи"), ("пользовател",), gap=20)
        + "|" + _folded_then(("不要", "别", "別", "切勿"), ("告诉", "告訴", "通知", "提醒"),
                             ("用户", "用戶", "使用者"), gap=2)
        + "|" + _folded_then(("ユーザー", "利用者"), ("に伝えない", "に知らせない", "には言わない",
                             "に言わない"), gap=2)),
)
# fmt: on
