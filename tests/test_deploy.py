"""The Kubernetes manifests under deploy/: rendered like `kubectl apply -k`, then validated
offline against the Kubernetes schemas, and checked against the service's own settings."""

from __future__ import annotations

import copy
import json
import secrets
from pathlib import Path
from typing import Any

import pytest
import yaml
from kubernetes_validate.utils import latest_version, validate

from app.settings import ENV_PREFIX, Settings, SettingsError, StoreKind, load_settings

DEPLOY = Path(__file__).resolve().parent.parent / "deploy"
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
def test_the_service_starts_on_the_configmap_and_secret(
    topology: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    documents = render(DEPLOY / topology)
    container = attachguard_container(documents)
    env: dict[str, str] = {}
    for source in container["envFrom"]:
        if "configMapRef" in source:
            env |= find(documents, "ConfigMap", source["configMapRef"]["name"])["data"]
        else:
            env |= find(documents, "Secret", source["secretRef"]["name"])["stringData"]
    known = {f"{ENV_PREFIX}{name.upper()}" for name in Settings.model_fields}
    assert set(env) <= known, set(env) - known
    for key, value in env.items():
        monkeypatch.setenv(key, value)
    # The Secret ships placeholders, which start-up refuses until they are replaced.
    with pytest.raises(SettingsError, match="placeholder"):
        load_settings()
    monkeypatch.setenv("ATTACHGUARD_API_KEYS", json.dumps({secrets.token_urlsafe(32): "t"}))
    settings = load_settings()
    assert settings.store is StoreKind.S3
    assert settings.authenticated
    assert str(settings.workspace_root) == workspaces_mount(container)


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
    assert container["livenessProbe"]["httpGet"]["path"] == "/healthz"
    assert container["readinessProbe"]["httpGet"]["path"] == "/readyz"
    assert set(container["resources"]) == {"requests", "limits"}
    # The only writable places: the workspaces volume and /tmp.
    volumes = {v["name"]: v for v in pod["volumes"]}
    assert {m["name"] for m in container["volumeMounts"]} == {"workspaces", "tmp"}
    assert "emptyDir" in volumes["tmp"]


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
    [agent] = pod["containers"]
    assert "emptyDir" in {v["name"]: v for v in pod["volumes"]}["workspaces"]
    assert workspaces_mount(agent) == workspaces_mount(sidecar)
