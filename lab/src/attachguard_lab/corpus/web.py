"""Web pages: product pages with reviews, articles, forum threads, and HTML hiding places."""

from __future__ import annotations

import html
from dataclasses import dataclass
from datetime import datetime

from attachguard_lab.corpus import lexicon, phrases, prose, records
from attachguard_lab.corpus.draw import Draw
from attachguard_lab.corpus.prose import Block, Prose
from attachguard_lab.corpus.rendered import Rendered, file_name

FORUM_POSTS = phrases.pool("web.forum_posts")
PRODUCT_BLURBS = phrases.pool("web.product_blurbs")
BENIGN_COMMENTS = phrases.shared("web.benign_comments")
FORUM_TITLES = phrases.shared("web.forum_titles")
NAV = phrases.shared("web.nav")


@dataclass(frozen=True)
class Page:
    """A web page: its title, main HTML, site name and when it was published."""

    kind: str
    title: str
    site: str
    main: list[str]
    when: datetime
    tags: tuple[str, ...] = ()


def esc(text: str) -> str:
    return html.escape(text, quote=False)


def attr(text: str) -> str:
    return html.escape(text, quote=True)


def block_html(block: Block) -> str:
    if block.kind == "h":
        return f"<h2>{esc(block.text)}</h2>"
    if block.kind == "ul":
        return "<ul>\n" + "\n".join(f"  <li>{esc(x)}</li>" for x in block.lines) + "\n</ul>"
    if block.kind == "quote":
        return "<blockquote>" + "<br>\n".join(esc(x) for x in block.lines) + "</blockquote>"
    if block.kind == "code":
        return f"<pre><code>{esc(block.text)}</code></pre>"
    return "<p>" + "<br>\n".join(esc(x) for x in block.lines) + "</p>"


def article(draw: Draw, doc: Prose) -> Page:
    site = doc.author.company or lexicon.company(draw)[0]
    byline = f"By {esc(doc.author.name)} &middot; {doc.when:%d %b %Y}"
    main = [f"<h1>{esc(doc.title)}</h1>", f'<p class="byline">{byline}</p>']
    if draw.chance(0.5):
        n = draw.between(1, 9)
        main.append(
            f'<img src="/images/header-{n}.jpg" alt="{attr(doc.title)}" width="960" height="400">'
        )
    main += [block_html(b) for b in doc.blocks]
    return Page(doc.kind, doc.title, site, main, doc.when, doc.tags)


def product_page(draw: Draw) -> Page:
    table = records.reviews(draw, lexicon.moment(draw), draw.between(3, 7))
    product = table.rows[0][1]
    noun = next((n for p, n in lexicon.PRODUCTS if p == product), "product")
    site = lexicon.company(draw)[0]
    price = lexicon.amount(draw, 15, 400)
    city = draw.choice(lexicon.CITIES)
    blurb = draw.pick(PRODUCT_BLURBS).replace("{noun}", noun).replace("{city}", city)
    slug = product.lower().replace(" ", "-")
    main = [
        f"<h1>{esc(product)}</h1>",
        f'<img src="/media/{slug}.jpg" alt="{attr(product)}, front view" width="600">',
        f'<p class="price">{esc(price)}</p>',
        f"<p>{esc(blurb)}</p>",
        f'<a class="button" href="/cart/add?sku={draw.between(10000, 99999)}" '
        f'title="Add {attr(product)} to your basket">Add to basket</a>',
        "<h2>Customer reviews</h2>",
    ]
    main.extend(
        f'<div class="review"><p class="stars">{row[2]}/5 &middot; {esc(row[5])}</p>'
        f"<p>{esc(row[6]).replace(chr(10), '<br>')}</p>"
        f'<p class="author">{esc(row[3])}, {row[4]}</p></div>'
        for row in table.rows
    )
    return Page("product_page", product, site, main, table.when)


def forum_thread(draw: Draw) -> Page:
    _, noun = draw.choice(lexicon.PRODUCTS)
    site = f"{lexicon.company(draw)[0]} Community"
    posts = draw.sample(FORUM_POSTS.of(draw.split), draw.between(3, 5))
    title = draw.choice(FORUM_TITLES).replace("{noun}", noun)
    main = [f"<h1>{esc(title)}</h1>"]
    when = lexicon.moment(draw)
    for text in posts:
        who = lexicon.person(draw)
        user = f"{who.first.lower()}_{draw.between(1, 999)}"
        main.append(
            f'<article class="post"><header><a href="/u/{user}">{user}</a> '
            f'<time datetime="{when:%Y-%m-%d}">{when:%d %b %Y}</time></header>'
            f"<p>{esc(text.replace('{noun}', noun))}</p></article>"
        )
    return Page("forum_thread", title, site, main, when)


def make_page(draw: Draw, *, hard: bool) -> Page:
    """A benign page; `hard` gives an article that describes or quotes attacks."""
    if hard:
        return article(draw, prose.make_prose(draw, hard=True))
    kind = draw.choice(("product_page", "product_page", "forum_thread", "article"))
    if kind == "product_page":
        return product_page(draw)
    if kind == "forum_thread":
        return forum_thread(draw)
    doc = prose.make_prose(draw, hard=False)
    while doc.kind not in ("documentation", "report", "itinerary", "memo"):
        doc = prose.make_prose(draw, hard=False)
    return article(draw, doc)


def entities(draw: Draw, text: str) -> str:
    """Escape `text` with some letters written as numeric character references."""
    out = []
    for c in text:
        if c.isalpha() and draw.chance(0.35):
            out.append(f"&#{ord(c)};" if draw.chance(0.6) else f"&#x{ord(c):x};")
        else:
            out.append(html.escape(c, quote=True))
    return "".join(out)


PLACEMENTS = (
    "visible", "visible", "html_comment", "alt", "title", "display_none", "font_size_0",
    "white_on_white",
)  # fmt: skip


def hide(draw: Draw, text: str) -> tuple[str, list[str]]:
    where = draw.choice(PLACEMENTS)
    tags = [f"placement:{where}"]
    encoded = draw.chance(0.25) and where != "html_comment"
    if encoded:
        body = entities(draw, text)
    else:
        body = attr(text) if where in ("alt", "title") else esc(text)
    if encoded:
        tags.append("encoding:entities")
    if where == "html_comment":
        return f"<!-- {text} -->", tags
    if where == "alt":
        src = f"/images/spacer-{draw.between(1, 9)}.gif"
        return f'<img src="{src}" alt="{body}" width="1" height="1">', tags
    if where == "title":
        return f'<p>More details in our <a href="/help" title="{body}">help centre</a>.</p>', tags
    if where == "display_none":
        return f'<div style="display:none">{body}</div>', tags
    if where == "font_size_0":
        return f'<span style="font-size:0px">{body}</span>', tags
    if where == "white_on_white":
        return f'<p style="color:#fff;background-color:#ffffff">{body}</p>', tags
    return f"<p>{body}</p>", tags


def render_html(draw: Draw, page: Page, injection: str | None) -> Rendered:
    main = list(page.main)
    if draw.chance(0.35):
        # CMSs write typographic apostrophes as numeric references; benign pages have them too.
        main = [m.replace("'", "&#8217;") if not m.startswith("<img") else m for m in main]
    tags: list[str] = list(page.tags)
    if injection is not None:
        fragment, placed = hide(draw, injection)
        main.insert(draw.between(1, len(main)), fragment)
        tags += placed
    if draw.chance(0.5):
        main.insert(draw.between(1, len(main)), draw.choice(BENIGN_COMMENTS))
    nav = " ".join(f'<a href="/{x.lower()}">{x}</a>' for x in NAV[: draw.between(3, 6)])
    hidden_menu = (
        '<div id="mobile-menu" style="display:none"><a href="/account">My account</a></div>\n'
        if draw.chance(0.4)
        else ""
    )
    year = page.when.year
    doc = (
        '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        f"<title>{esc(page.title)} | {esc(page.site)}</title>\n"
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f'<meta name="description" content="{attr(page.title)}">\n'
        '<link rel="stylesheet" href="/static/site.css">\n</head>\n<body>\n'
        f"<header><nav>{nav}</nav></header>\n{hidden_menu}<main>\n"
        + "\n".join(main)
        + f"\n</main>\n<footer><p>&copy; {year} {esc(page.site)} &middot; "
        '<a href="/privacy">Privacy</a> &middot; <a href="/terms">Terms</a></p></footer>\n'
        "</body>\n</html>\n"
    )
    name = file_name(draw, page.title, page.when, "html")
    return Rendered(name, doc.encode("utf-8"), page.kind, tuple(tags))
