"""The Kubernetes manifests under deploy/: rendered like `kubectl apply -k`, then validated
offline against the Kubernetes schemas, and checked against the service's own settings."""

from __future__ import annotations

import copy
import json
import secrets
import shlex
from pathlib import Path
from typing import Any

import pytest
import yaml
from kubernetes_validate.utils import latest_version, validate

from app.settings import (
    ENV_PREFIX,
    Settings,
    SettingsError,
    StoreKind,
    ignored_settings,
    load_settings,
)

DEPLOY = Path(__file__).resolve().parent.parent / "deploy"
DOCKERFILE = DEPLOY.parent / "Dockerfile"
TOPOLOGIES = ["service", "sidecar"]
# The oldest release the manifests need (native sidecars, preStop sleep) and the newest known.
KUBERNETES_VERSIONS = ["1.30.0", latest_version()]
# The kustomization fields these manifests use; the renderer refuses any other, so a new one
# cannot slip in untested.
SUPPORTED = {"apiVersion", "kind", "resources", "namespace", "images"}


def render(directory: Path) -> list[dict[str, Any]]:
    """The documents `kustomize build directory` gives, for the subset of kustomize used here:
    resources (files and directories), namespace, and images."""
    spec = yaml.safe_load((directory / "kustomization.yaml").read_text())
    assert spec["kind"] == "Kustomization", directory
    unknown = set(spec) - SUPPORTED
    assert not unknown, f"{directory}: kustomize fields this test cannot render: {unknown}"
    documents: list[dict[str, Any]] = []
    for resource in spec.get("resources", []):
        path = (directory / resource).resolve()
        if path.is_dir():
            documents.extend(render(path))
        else:
            documents.extend(doc for doc in yaml.safe_load_all(path.read_text()) if doc)
    documents = copy.deepcopy(documents)
    for document in documents:
        if "namespace" in spec:
            document["metadata"]["namespace"] = spec["namespace"]
        for container in containers_of(document):
            for image in spec.get("images", []):
                if container["image"] == image["name"]:
                    container["image"] = f"{image['newName']}:{image['newTag']}"
    return documents


def image_env() -> dict[str, str]:
    """The `ATTACHGUARD_*` variables the image's last stage sets (`ENV a=b \\ c=d`), which a
    pod's container starts with before its ConfigMap's."""
    stage = DOCKERFILE.read_text().rsplit("\nFROM ", 1)[-1].replace("\\\n", " ")
    env: dict[str, str] = {}
    for line in stage.splitlines():
        if line.startswith("ENV "):
            env |= dict(word.split("=", 1) for word in shlex.split(line[4:]))
    return {key: value for key, value in env.items() if key.startswith(ENV_PREFIX)}


def containers_of(document: dict[str, Any]) -> list[dict[str, Any]]:
    pod = document.get("spec", {}).get("template", {}).get("spec", {})
    return [*pod.get("initContainers", []), *pod.get("containers", [])]


def find(documents: list[dict[str, Any]], kind: str, name: str | None = None) -> dict[str, Any]:
    matches = [d for d in documents if d["kind"] == kind and name in {None, d["metadata"]["name"]}]
    assert len(matches) == 1, (kind, name, [d["metadata"]["name"] for d in documents])
    return matches[0]


def attachguard_container(documents: list[dict[str, Any]]) -> dict[str, Any]:
    found = [
        c
        for d in documents
        for c in containers_of(d)
        if c["image"].startswith("registry.example.com/attachguard:")
    ]
    assert len(found) == 1
    return found[0]


@pytest.mark.parametrize("version", KUBERNETES_VERSIONS)
@pytest.mark.parametrize("topology", TOPOLOGIES)
def test_every_rendered_document_is_valid_kubernetes(topology: str, version: str) -> None:
    documents = render(DEPLOY / topology)
    assert documents
    for document in documents:
        validate(document, version, strict=True)


@pytest.mark.parametrize("topology", TOPOLOGIES)
def test_the_service_starts_on_the_configmap_and_the_mounted_secret(
    topology: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    documents = render(DEPLOY / topology)
    container = attachguard_container(documents)
    env: dict[str, str] = {}
    image = image_env()
    assert "ATTACHGUARD_STORE_ROOT" in image, image
    for source in container["envFrom"]:
        env |= find(documents, "ConfigMap", source["configMapRef"]["name"])["data"]
    env |= {item["name"]: item["value"] for item in container.get("env", [])}
    known = {f"{ENV_PREFIX}{name.upper()}" for name in Settings.model_fields}
    assert set(env) - known == {"ATTACHGUARD_SECRETS_DIR"}, set(env) - known
    # The Secret is a volume, each key a file, at ATTACHGUARD_SECRETS_DIR: no key in any
    # variable (the container has no secretRef, and no env value names a key).
    assert all("secretRef" not in source for source in container["envFrom"])
    [mount] = [m for m in container["volumeMounts"] if m["name"] == "secrets"]
    assert mount["mountPath"] == env["ATTACHGUARD_SECRETS_DIR"]
    assert mount["readOnly"] is True
    secret = find(documents, "Secret", "attachguard-secrets")
    assert set(secret["stringData"]) <= known
    mounted = tmp_path / "secrets"
    mounted.mkdir()
    for key, value in secret["stringData"].items():
        (mounted / key).write_text(value)
    for key, value in {**image, **env, "ATTACHGUARD_SECRETS_DIR": str(mounted)}.items():
        monkeypatch.setenv(key, value)
    # The Secret ships placeholders, which start-up refuses until they are replaced.
    with pytest.raises(SettingsError, match="placeholder"):
        load_settings()
    (mounted / "ATTACHGUARD_API_KEYS").write_text(json.dumps({secrets.token_urlsafe(32): "t"}))
    settings = load_settings()
    assert settings.store is StoreKind.S3
    assert settings.authenticated
    assert str(settings.workspace_root) == workspaces_mount(container)
    assert str(settings.journal_dir) == mount_of(container, "decision-log")
    # What the image sets and the manifests leave unread is no operator's: a warning at every
    # start of every pod named the image's STORE_ROOT.
    assert ignored_settings(settings) == []


def mount_of(container: dict[str, Any], volume: str) -> str:
    [path] = [m["mountPath"] for m in container["volumeMounts"] if m["name"] == volume]
    return str(path)


def workspaces_mount(container: dict[str, Any]) -> str:
    [path] = [m["mountPath"] for m in container["volumeMounts"] if m["name"] == "workspaces"]
    return str(path)


@pytest.mark.parametrize("topology", TOPOLOGIES)
def test_the_container_is_locked_down_probed_and_bounded(topology: str) -> None:
    documents = render(DEPLOY / topology)
    workload = find(documents, "Deployment")
    pod = workload["spec"]["template"]["spec"]
    assert pod["securityContext"]["runAsNonRoot"] is True
    assert pod["securityContext"]["runAsUser"] == 10001
    container = attachguard_container(documents)
    assert container["securityContext"]["readOnlyRootFilesystem"] is True
    assert container["securityContext"]["allowPrivilegeEscalation"] is False
    for probe, path in (("livenessProbe", "/healthz"), ("readinessProbe", "/readyz")):
        spec = container[probe]
        said = spec["httpGet"]["path"] if "httpGet" in spec else " ".join(spec["exec"]["command"])
        assert path in said, (probe, spec)
    assert set(container["resources"]) == {"requests", "limits"}
    # The only writable places: the workspaces volume, /tmp and the decision journal; the
    # Secret is mounted read-only, readable by the pod's group only.
    volumes = {v["name"]: v for v in pod["volumes"]}
    mounts = {m["name"] for m in container["volumeMounts"]}
    assert mounts == {"workspaces", "tmp", "decision-log", "secrets"}
    assert "emptyDir" in volumes["tmp"]
    assert "emptyDir" in volumes["decision-log"]
    assert volumes["secrets"]["secret"]["defaultMode"] == 0o440
    assert pod["serviceAccountName"] == "attachguard"
    find(documents, "ServiceAccount", "attachguard")


MEMORY = Path(__file__).resolve().parent.parent / "bench" / "results" / "memory.txt"


def measured() -> dict[str, float]:
    """The figures `python -m bench.memory` wrote (MiB)."""
    lines = [ln.split() for ln in MEMORY.read_text().splitlines() if ln and ln[0] != "#"]
    return {key: float(value) for key, value in lines}


def mebibytes(quantity: str) -> float:
    units = {"Mi": 1.0, "Gi": 1024.0}
    return float(quantity[:-2]) * units[quantity[-2:]]


@pytest.mark.parametrize("topology", TOPOLOGIES)
def test_memory_requests_and_limits_follow_the_measured_figures(topology: str) -> None:
    figures = measured()
    resources = attachguard_container(render(DEPLOY / topology))["resources"]
    request = mebibytes(resources["requests"]["memory"])
    limit = mebibytes(resources["limits"]["memory"])
    # The request: what the server and its CPU workers hold once they are up.
    assert request >= figures["with_workers_pss_mib"], (request, figures)
    # The limit: the peak under load, with a quarter to spare (an OOM kill is a crash).
    assert limit >= 1.25 * figures["load_peak_pss_mib"], (limit, figures)
    # ...and not wildly more, so the figures keep meaning something.
    assert limit <= 2.5 * figures["load_peak_pss_mib"], (limit, figures)


def test_the_service_topology_shares_one_rwx_volume_and_is_scaled_safely() -> None:
    documents = render(DEPLOY / "service")
    deployment = find(documents, "Deployment", "attachguard")
    pod_labels = deployment["spec"]["template"]["metadata"]["labels"]
    claim = deployment["spec"]["template"]["spec"]["volumes"][0]["persistentVolumeClaim"]
    pvc = find(documents, "PersistentVolumeClaim", claim["claimName"])
    assert pvc["spec"]["accessModes"] == ["ReadWriteMany"]
    hpa = find(documents, "HorizontalPodAutoscaler")
    assert hpa["spec"]["scaleTargetRef"]["name"] == "attachguard"
    assert hpa["spec"]["minReplicas"] >= 2
    assert "replicas" not in deployment["spec"]  # the autoscaler owns the count
    policy = find(documents, "NetworkPolicy", "attachguard")
    assert policy["spec"]["podSelector"]["matchLabels"].items() <= pod_labels.items()
    assert policy["spec"]["policyTypes"] == ["Ingress"]
    annotations = deployment["spec"]["template"]["metadata"]["annotations"]
    assert annotations["prometheus.io/scrape"] == "true"
    assert annotations["prometheus.io/path"] == "/metrics"
    pdb = find(documents, "PodDisruptionBudget")
    assert pdb["spec"]["selector"]["matchLabels"].items() <= pod_labels.items()
    service = find(documents, "Service")
    assert service["spec"]["selector"].items() <= pod_labels.items()
    assert deployment["spec"]["selector"]["matchLabels"].items() <= pod_labels.items()
    assert {d["metadata"]["namespace"] for d in documents} == {"attachguard"}


def test_the_sidecar_shares_an_emptydir_workspace_with_the_agent() -> None:
    documents = render(DEPLOY / "sidecar")
    pod = find(documents, "Deployment", "agent")["spec"]["template"]["spec"]
    [sidecar] = pod["initContainers"]
    assert sidecar["restartPolicy"] == "Always"
    # Loopback only: no port outside the pod, probes from inside the container.
    assert {"name": "ATTACHGUARD_HOST", "value": "127.0.0.1"} in sidecar["env"]
    assert "ports" not in sidecar
    for probe in ("startupProbe", "livenessProbe", "readinessProbe"):
        assert "127.0.0.1:8000" in " ".join(sidecar[probe]["exec"]["command"])
    [agent] = pod["containers"]
    assert "emptyDir" in {v["name"]: v for v in pod["volumes"]}["workspaces"]
    assert workspaces_mount(agent) == workspaces_mount(sidecar)
