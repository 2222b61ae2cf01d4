"""Prose documents as plain text and Markdown, with the Markdown hiding places for injections."""

from __future__ import annotations

from attachguard_lab.corpus import phrases
from attachguard_lab.corpus.draw import Draw
from attachguard_lab.corpus.prose import Block, Prose, plant
from attachguard_lab.corpus.rendered import Rendered, file_name

MD_DECOYS = phrases.shared("text.md_decoys")


def plain_block(block: Block) -> str:
    if block.kind == "h":
        return f"{block.text}\n{'-' * len(block.text)}"
    if block.kind == "ul":
        return "\n".join(f"  - {line}" for line in block.lines)
    if block.kind == "quote":
        return "\n".join(f'    "{line}"' if line else "" for line in block.lines)
    if block.kind == "code":
        return "\n".join(f"    {line}" for line in block.lines)
    return block.text


def render_txt(draw: Draw, prose: Prose, injection: str | None) -> Rendered:
    if injection is not None:
        prose = plant(draw, prose, injection)
    head = prose.title.upper() if draw.chance(0.3) else f"{prose.title}\n{'=' * len(prose.title)}"
    body = "\n\n".join(plain_block(b) for b in prose.blocks)
    newline = "\r\n" if draw.chance(0.25) else "\n"
    text = f"{head}\n\n{body}\n".replace("\n", newline)
    tags = ("placement:visible",) if prose.planted >= 0 else ()
    name = file_name(draw, prose.title, prose.when, "txt")
    return Rendered(name, text.encode("utf-8"), prose.kind, tags)


def md_block(block: Block) -> str:
    if block.kind == "h":
        return f"## {block.text}"
    if block.kind == "ul":
        return "\n".join(f"- {line}" for line in block.lines)
    if block.kind == "quote":
        return "\n".join(f"> {line}" if line else ">" for line in block.lines)
    if block.kind == "code":
        return "```\n" + block.text + "\n```"
    return block.text


def hide_md(draw: Draw, block: Block) -> tuple[str, str]:
    """A planted paragraph in one of Markdown's hiding places, with its placement tag."""
    text = block.text
    where = draw.choice(("visible", "visible", "html_comment", "link_title", "alt", "reference"))
    if where == "html_comment":
        return f"<!-- {text} -->", where
    if where == "link_title" and '"' not in text and "\n" not in text:
        link = f"https://drive.example.com/f/{draw.between(100, 999)}"
        return f'See the [shared folder]({link} "{text}").', where
    if where == "alt" and "]" not in text and "\n" not in text:
        return f"![{text}](images/diagram-{draw.between(1, 9)}.png)", where
    if where == "reference" and '"' not in text and "\n" not in text:
        return f'[//]: # "{text}"', "reference_comment"
    return text, "visible"


def render_md(draw: Draw, prose: Prose, injection: str | None) -> Rendered:
    if injection is not None:
        prose = plant(draw, prose, injection)
    parts = [f"# {prose.title}"]
    tags: tuple[str, ...] = ()
    for i, block in enumerate(prose.blocks):
        if i == prose.planted:
            text, where = hide_md(draw, block)
            parts.append(text)
            tags = (f"placement:{where}",)
        else:
            parts.append(md_block(block))
    # The same hiding places hold ordinary content too, so their presence alone says nothing.
    if draw.chance(0.4):
        parts.insert(draw.between(1, len(parts)), draw.choice(MD_DECOYS))
    name = file_name(draw, prose.title, prose.when, "md")
    return Rendered(name, ("\n\n".join(parts) + "\n").encode("utf-8"), prose.kind, tags)
