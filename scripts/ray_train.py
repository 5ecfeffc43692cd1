#!/usr/bin/env python3
"""Multi-machine GFlowNet training on a Ray cluster (Embarrassingly Parallel GFlowNets).

Runs N local trainings as Ray tasks, one per shard of the training graphs (or one per reward),
each calling the flowsched-lab binary on whichever node Ray places it; the weights and manifests
come back to the driver through Ray's object store (the one communication round), and the
driver composes them with `flowsched-lab aggregate`.

    ray start --head                                  # on one machine
    ray start --address HEAD:6379                     # on the others
    .venv/bin/python scripts/ray_train.py --address HEAD:6379 \
        --config models/compose/local.toml --reward makespan:4 --shards 2 --out runs/shards

Every node needs the flowsched-lab binary at --flowsched-lab and the config's data under --workdir
(a shared file system or the same image). Kubernetes and Slurm equivalents, which need no
Ray: docs/distributed.md.
"""

import argparse
import hashlib
import json
import subprocess
import sys
import time
from pathlib import Path

import ray

ROOT = Path(__file__).resolve().parent.parent


@ray.remote(num_cpus=1)
def train_local(flowsched, workdir, config, args, name):
    """One local training on this node; returns its weights, manifest and where it ran."""
    import tempfile

    started = time.time()
    with tempfile.TemporaryDirectory(prefix="flowsched-ray-") as tmp:
        weights = Path(tmp) / f"{name}.safetensors"
        run = subprocess.run(
            [flowsched, "train", "--config", config, "-o", str(weights), *args],
            cwd=workdir,
            capture_output=True,
            text=True,
        )
        if run.returncode != 0:
            raise RuntimeError(f"{name}: flowsched-lab train failed:\n{run.stderr}")
        return {
            "name": name,
            "weights": weights.read_bytes(),
            "manifest": weights.with_suffix(".manifest.json").read_text(),
            "node": ray.get_runtime_context().get_node_id(),
            "seconds": time.time() - started,
        }


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--address", default=None, help="Ray cluster address (default: start one here)")
    p.add_argument("--config", required=True, help="training config (TOML), relative to --workdir")
    p.add_argument("--reward", action="append", required=True,
                   help="reward of the local models; repeat for one local per reward")
    p.add_argument("--shards", type=int, default=1, help="split the graphs into N shards per reward")
    p.add_argument("--steps", type=int, default=None, help="training steps of each local model")
    p.add_argument("--aggregate-steps", type=int, default=None, help="steps of the aggregation")
    p.add_argument("--weight", type=float, action="append", default=[],
                   help="exponent of each local's reward (default: flowsched-lab aggregate's)")
    p.add_argument("--out", required=True, help="folder for the local models and global.safetensors")
    p.add_argument("--flowsched-lab", default=str(ROOT / "target/release/flowsched-lab"),
                   help="the flowsched-lab binary, at the same path on every node")
    p.add_argument("--workdir", default=str(ROOT), help="where flowsched runs (the config's paths)")
    a = p.parse_args()

    out = Path(a.out).resolve()
    out.mkdir(parents=True, exist_ok=True)
    steps = ["--steps", str(a.steps)] if a.steps else []
    jobs = []
    for r, reward in enumerate(a.reward):
        for i in range(a.shards):
            shard = ["--shard", f"{i}/{a.shards}"] if a.shards > 1 else []
            jobs.append((f"local-{r}-{i}", ["--reward", reward, *shard, *steps]))

    ray.init(address=a.address, log_to_driver=False)
    started = time.time()
    pending = [train_local.remote(a.flowsched_lab, a.workdir, a.config, args, name)
               for name, args in jobs]
    results = ray.get(pending)
    trained = time.time() - started

    locals_ = []
    for res in results:
        weights = out / f"{res['name']}.safetensors"
        manifest = json.loads(res["manifest"])
        if hashlib.sha256(res["weights"]).hexdigest() != manifest["weights_sha256"]:
            sys.exit(f"{res['name']}: the weights do not match their manifest")
        weights.write_bytes(res["weights"])
        weights.with_suffix(".manifest.json").write_text(res["manifest"])
        locals_.append(weights)
        print(f"{res['name']}: {manifest['reward']} shard {manifest['shard']} "
              f"on node {res['node'][:12]} in {res['seconds']:.1f} s", flush=True)

    glob = out / "global.safetensors"
    cmd = [a.flowsched_lab, "aggregate", "--config", a.config, "-o", str(glob)]
    for w in locals_:
        cmd += ["--local", str(w)]
    for w in a.weight:
        cmd += ["--weight", str(w)]
    if a.aggregate_steps:
        cmd += ["--steps", str(a.aggregate_steps)]
    t = time.time()
    subprocess.run(cmd, cwd=a.workdir, check=True)
    aggregated = time.time() - t

    summary = {
        "locals": [{"name": r["name"], "node": r["node"], "seconds": r["seconds"]} for r in results],
        "nodes": sorted({r["node"] for r in results}),
        "train_seconds": trained,
        "aggregate_seconds": aggregated,
        "global": str(glob),
    }
    (out / "ray_summary.json").write_text(json.dumps(summary, indent=2) + "\n")
    print(f"{len(results)} local models on {len(summary['nodes'])} nodes in {trained:.1f} s, "
          f"aggregated in {aggregated:.1f} s -> {glob}")


if __name__ == "__main__":
    main()
