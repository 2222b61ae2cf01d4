# syntax=docker/dockerfile:1

# Build stage: a virtualenv with the service and its runtime dependencies, exactly as uv.lock
# pins them (hashes checked), and no development tools.
FROM python:3.11-slim AS build
ENV PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    UV_PROJECT_ENVIRONMENT=/opt/venv \
    UV_COMPILE_BYTECODE=1 \
    UV_LINK_MODE=copy
WORKDIR /src
RUN pip install --no-cache-dir "uv==0.13.9"
COPY pyproject.toml uv.lock README.md ./
COPY app ./app
RUN uv sync --frozen --no-dev --no-editable

# Runtime stage: no compilers, no pip cache, an unprivileged user, the data on a volume.
FROM python:3.11-slim
RUN groupadd --system --gid 10001 attachguard \
 && useradd --system --uid 10001 --gid attachguard --home-dir /data --no-create-home attachguard \
 && mkdir -p /data/store /data/workspaces \
 && chown -R attachguard:attachguard /data
COPY --from=build /opt/venv /opt/venv
# ATTACHGUARD_HOST=0.0.0.0 makes the service refuse to start without ATTACHGUARD_API_KEYS
# (or an explicit ATTACHGUARD_ALLOW_UNAUTHENTICATED_REMOTE=true): the check looks at the
# address the server really binds, since the entry point binds exactly HOST:PORT.
ENV PATH=/opt/venv/bin:$PATH \
    PYTHONUNBUFFERED=1 \
    PYTHONDONTWRITEBYTECODE=1 \
    ATTACHGUARD_HOST=0.0.0.0 \
    ATTACHGUARD_PORT=8000 \
    ATTACHGUARD_STORE_ROOT=/data/store \
    ATTACHGUARD_WORKSPACE_ROOT=/data/workspaces
VOLUME ["/data"]
USER 10001:10001
WORKDIR /data
EXPOSE 8000
HEALTHCHECK --interval=30s --timeout=3s CMD ["python", "-c", "import os, urllib.request; urllib.request.urlopen('http://127.0.0.1:%s/healthz' % os.environ.get('ATTACHGUARD_PORT', '8000'), timeout=2)"]
CMD ["attachguard"]
