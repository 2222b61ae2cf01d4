# syntax=docker/dockerfile:1

# Build stage: a virtualenv with the service and its runtime dependencies only.
FROM python:3.11-slim AS build
ENV PIP_NO_CACHE_DIR=1 PIP_DISABLE_PIP_VERSION_CHECK=1
WORKDIR /src
RUN python -m venv /opt/venv
COPY pyproject.toml README.md ./
COPY app ./app
RUN /opt/venv/bin/pip install --no-cache-dir .

# Runtime stage: no compilers, no pip cache, an unprivileged user, the data on a volume.
FROM python:3.11-slim
RUN groupadd --system --gid 10001 attachguard \
 && useradd --system --uid 10001 --gid attachguard --home-dir /data --no-create-home attachguard \
 && mkdir -p /data/store /data/workspaces \
 && chown -R attachguard:attachguard /data
COPY --from=build /opt/venv /opt/venv
ENV PATH=/opt/venv/bin:$PATH \
    PYTHONUNBUFFERED=1 \
    PYTHONDONTWRITEBYTECODE=1 \
    ATTACHGUARD_HOST=0.0.0.0 \
    ATTACHGUARD_STORE_ROOT=/data/store \
    ATTACHGUARD_WORKSPACE_ROOT=/data/workspaces
VOLUME ["/data"]
USER 10001:10001
WORKDIR /data
EXPOSE 8000
HEALTHCHECK --interval=30s --timeout=3s CMD ["python", "-c", "import urllib.request; urllib.request.urlopen('http://127.0.0.1:8000/healthz', timeout=2)"]
# ATTACHGUARD_HOST=0.0.0.0 makes the service refuse to start without ATTACHGUARD_API_KEYS
# (or an explicit ATTACHGUARD_ALLOW_UNAUTHENTICATED_REMOTE=true).
CMD ["uvicorn", "app.main:create_app", "--factory", "--host", "0.0.0.0", "--port", "8000", "--no-access-log", "--no-server-header"]
