"""ReDoc served with nothing from the network: its page, and its script with the one remote
asset it would fetch (the vendor's logo in its footer) replaced by an empty image.

Swagger UI and ReDoc's assets come from `fastapi-offline`; its ReDoc script still points an
`<img>` at a CDN, which a browser on a closed network tries and fails to load.
"""

from __future__ import annotations

import functools
from importlib import resources

from fastapi import APIRouter
from fastapi.openapi.docs import get_redoc_html
from starlette.responses import HTMLResponse, Response

router = APIRouter(include_in_schema=False)

STATIC = "/static-offline-docs"
# Not under STATIC: the static files mount answers every path there.
SCRIPT = "/redoc/redoc.offline.js"
_REMOTE_LOGO = b'src:"https://cdn.redoc.ly/redoc/logo-mini.svg"'
_NO_IMAGE = b'src:"data:,"'


@functools.cache
def offline_script() -> bytes:
    """ReDoc's standalone script, read once (on first use) with its remote logo removed."""
    script = (resources.files("fastapi_offline") / "static" / "redoc.standalone.js").read_bytes()
    return script.replace(_REMOTE_LOGO, _NO_IMAGE)


@router.get("/redoc")
async def redoc() -> HTMLResponse:
    return get_redoc_html(
        openapi_url="/openapi.json",
        title="attachguard - ReDoc",
        redoc_js_url=SCRIPT,
        redoc_favicon_url=f"{STATIC}/favicon.png",
        with_google_fonts=False,
    )


@router.get(SCRIPT)
async def redoc_script() -> Response:
    return Response(
        offline_script(),
        media_type="text/javascript",
        headers={"Cache-Control": "public, max-age=86400"},
    )
