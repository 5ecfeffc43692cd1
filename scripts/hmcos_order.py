#!/usr/bin/env python3
"""Orders an ONNX model's nodes with HMCOS (Wang et al., "Hierarchical Memory-Constrained
Operator Scheduling of Neural Architecture Search Networks", DAC 2022) and writes the model back
with only graph.node reordered.

Usage: hmcos_order.py MODEL.onnx OUT.onnx --hmcos PATH/TO/op_sched
                      [--mem-limit-gb 10] [--timeout 600] [--work-dir DIR]

None of HMCOS's code is in this repository: the script drives a local build of its `op_sched`
program whose path --hmcos gives. The published `op_sched` only logs peak estimates, so the build
must carry a small local change: when given a second argument (a directory), it writes the names
of the ops in its hierarchical schedule, one per line and in schedule order, to
`<dir>/schedule.txt`. op_sched is run as `op_sched INPUT.onnx DIR` under an address-space limit
(--mem-limit-gb) and a wall-clock limit (--timeout). As published it also dies (SIGSEGV) when a
graph input is among the tensors live at its peak, which small graphs often hit.

op_sched needs every tensor to have a static shape and a type, and it cannot read empty optional
inputs. So it is given a stand-in of the model:
  * nodes computable before the run (Constant, Shape/Size, and anything whose inputs are all
    constant) are folded away: the values they hand to the rest of the graph become initializers
    (computed by one onnxruntime run with optimisation off), with their data left out, as
    op_sched reads only their shapes;
  * every remaining node is named by its index in the original graph, loses its empty inputs
    and attributes, reads the tensors that its folded ancestors read (so a Shape's operand is
    still produced before the node that uses the shape), and reads what its subgraphs read;
  * nodes that reach no graph output are left out;
  * symbolic input dimensions are set to 1; shapes come from ONNX shape inference, or else from
    a second onnxruntime run.
Its order is then mapped onto the full original graph: the scheduled nodes keep HMCOS's relative
order, folded nodes come just before their first consumer, left-out nodes just after their last
producer, and the result is checked to be a topological order before the original model (every
node and attribute unchanged) is written to OUT.onnx.

Prints one JSON line: model, ok, seconds (op_sched's wall time), nodes (in the model),
scheduled (nodes given to op_sched), folded, schedule_ms (HMCOS's own timing of its scheduler),
hmcos_peak_kb / rpo_peak_kb (its peak estimates), prep_seconds, out; with ok=false, error says
why (timeout, out of memory, crash, unsupported model) and the exit status is 1.
"""
import argparse
import heapq
import json
import os
import re
import resource
import signal
import subprocess
import sys
import tempfile
import time

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper, shape_inference

# Ops whose outputs are not fixed by their inputs: never folded.
NONDETERMINISTIC = {
    "RandomNormal", "RandomUniform", "RandomNormalLike", "RandomUniformLike",
    "Multinomial", "Bernoulli",
}
# Element types op_sched can size (TensorProto codes 1..16).
MAX_ELEM_TYPE = TensorProto.BFLOAT16
# Initializer data kept for shape inference up to this many elements.
SMALL_TENSOR = 4096
MAX_PROTO = 2_000_000_000


class Failure(Exception):
    """A reported failure (becomes ok=false in the JSON line)."""


# --------------------------------------------------------------------------- graph helpers

def _subgraphs(node):
    for a in node.attribute:
        if a.type == onnx.AttributeProto.GRAPH:
            yield a.g
        elif a.type == onnx.AttributeProto.GRAPHS:
            yield from a.graphs


def _outer_refs(graph):
    """Names a subgraph reads from enclosing scopes."""
    defined = {i.name for i in graph.input} | {t.name for t in graph.initializer}
    defined |= {t.values.name for t in graph.sparse_initializer}
    defined |= {o for n in graph.node for o in n.output if o}
    refs = []
    for n in graph.node:
        for x in list(n.input) + subgraph_refs(n):
            if x and x not in defined:
                refs.append(x)
    refs += [o.name for o in graph.output if o.name not in defined]
    return refs


def subgraph_refs(node):
    refs = []
    for g in _subgraphs(node):
        refs += _outer_refs(g)
    return refs


def node_reads(node):
    """Non-empty tensor names a node reads, its subgraphs' outer references included."""
    seen, out = set(), []
    for x in list(node.input) + subgraph_refs(node):
        if x and x not in seen:
            seen.add(x)
            out.append(x)
    return out


def topo_order(nodes, reads, available):
    """Indices of `nodes` in a topological order, stable with respect to the given order."""
    producer = {o: k for k, n in enumerate(nodes) for o in n.output if o}
    waiting = [0] * len(nodes)
    users = [[] for _ in nodes]
    for k, r in enumerate(reads):
        for x in r:
            if x in available:
                continue
            p = producer.get(x)
            if p is None:
                raise Failure(f"tensor {x!r} (read by node {k} {nodes[k].name!r}) is never defined")
            waiting[k] += 1
            users[p].append(k)
    ready = [k for k in range(len(nodes)) if waiting[k] == 0]
    heapq.heapify(ready)
    order = []
    while ready:
        k = heapq.heappop(ready)
        order.append(k)
        for u in users[k]:
            waiting[u] -= 1
            if waiting[u] == 0:
                heapq.heappush(ready, u)
    if len(order) != len(nodes):
        raise Failure("the graph has a cycle")
    return order


def static_dims(vi):
    """The dims of a tensor ValueInfo if it is a tensor with a fully known shape, else None."""
    if not vi.type.HasField("tensor_type"):
        return None
    tt = vi.type.tensor_type
    if not tt.HasField("shape") or tt.elem_type == 0:
        return None
    dims = []
    for d in tt.shape.dim:
        if not d.HasField("dim_value") or d.dim_value < 0:
            return None
        dims.append(d.dim_value)
    return dims


def light_tensor(t, keep_small):
    """Copy of initializer `t` without its data (with it if keep_small and it is small)."""
    n = int(np.prod(t.dims)) if len(t.dims) else 1
    if keep_small and n <= SMALL_TENSOR and t.data_location != TensorProto.EXTERNAL:
        c = TensorProto()
        c.CopyFrom(t)
        return c
    c = TensorProto(name=t.name, data_type=t.data_type)
    c.dims.extend(t.dims)
    return c


# --------------------------------------------------------------------------- onnxruntime

def input_shape(vi):
    return [d.dim_value if d.HasField("dim_value") and d.dim_value > 0 else 1
            for d in vi.type.tensor_type.shape.dim]


def ort_values(model, names, inputs, workdir):
    """Values of tensors `names` of `model` in one onnxruntime run (optimisation off) on
    seeded random inputs."""
    import onnxruntime as ort
    m = onnx.ModelProto()
    m.CopyFrom(model)
    del m.graph.output[:]
    m.graph.output.extend(onnx.ValueInfoProto(name=n) for n in names)
    so = ort.SessionOptions()
    so.graph_optimization_level = ort.GraphOptimizationLevel.ORT_DISABLE_ALL
    so.log_severity_level = 3
    if m.ByteSize() > MAX_PROTO:
        path = os.path.join(workdir, "ort_probe.onnx")
        onnx.save_model(m, path, save_as_external_data=True, all_tensors_to_one_file=True,
                        location="ort_probe.data")
        del m
        sess = ort.InferenceSession(path, so, providers=["CPUExecutionProvider"])
    else:
        sess = ort.InferenceSession(m.SerializeToString(), so,
                                    providers=["CPUExecutionProvider"])
        del m
    rng = np.random.default_rng(0)
    feeds = {}
    for vi in inputs:
        dt = helper.tensor_dtype_to_np_dtype(vi.type.tensor_type.elem_type)
        shape = input_shape(vi)
        if np.issubdtype(dt, np.floating):
            feeds[vi.name] = rng.uniform(-1, 1, shape).astype(dt)
        else:
            feeds[vi.name] = np.zeros(shape, dtype=dt)
    return dict(zip(names, sess.run(list(names), feeds)))


# --------------------------------------------------------------------------- preparation

class Plan:
    pass


def prepare(model, workdir):
    """Analyses `model` and writes op_sched's stand-in model; returns a Plan."""
    g = model.graph
    init_names = {t.name for t in g.initializer} | {t.values.name for t in g.sparse_initializer}
    inputs = [vi for vi in g.input if vi.name not in init_names]
    for vi in inputs:
        if not vi.type.HasField("tensor_type"):
            raise Failure(f"graph input {vi.name!r} is not a tensor")
    nodes = list(g.node)
    N = len(nodes)
    reads = [node_reads(n) for n in nodes]
    available = init_names | {vi.name for vi in inputs}
    topo = topo_order(nodes, reads, available)
    producer = {o: k for k, n in enumerate(nodes) for o in n.output if o}

    # Fold what can be computed before the run.
    const = set(init_names)
    folded = [False] * N
    for k in topo:
        n = nodes[k]
        if n.domain not in ("", "ai.onnx") or n.op_type in NONDETERMINISTIC:
            continue
        if any(True for _ in _subgraphs(n)):
            continue
        if n.op_type in ("Shape", "Size") or all(x in const for x in reads[k]):
            folded[k] = True
            const.update(o for o in n.output if o)

    # Nodes that some graph output depends on (through folded nodes too).
    needed = [False] * N
    stack = [producer[o.name] for o in g.output if o.name in producer]
    while stack:
        k = stack.pop()
        if needed[k]:
            continue
        needed[k] = True
        stack.extend(producer[x] for x in reads[k] if x in producer and not needed[producer[x]])
    live = [needed[k] and not folded[k] for k in range(N)]

    # Non-constant tensors read by each folded node's folded ancestry (e.g. a Shape's operand).
    hidden = {}
    for k in topo:
        if folded[k]:
            s = set()
            for x in reads[k]:
                if x not in const:
                    s.add(x)
                elif x in producer and folded[producer[x]]:
                    s |= hidden[producer[x]]
            hidden[k] = s

    def deps(k):
        """What node k (not folded) reads, plus what its folded ancestors read."""
        own = reads[k]
        extra = set()
        for x in own:
            if x in const and x in producer and folded[producer[x]]:
                extra |= hidden[producer[x]]
        return own + sorted(extra - set(own))

    live_idx = [k for k in topo if live[k]]
    if not live_idx:
        raise Failure("nothing to schedule: every node is constant or unused")
    live_deps = {k: deps(k) for k in live_idx}

    # Constants op_sched sees: original initializers and folded values read by live nodes.
    boundary = sorted({x for k in live_idx for x in reads[k]
                       if x in const and x not in init_names})
    dims_fixed = any(d.dim_value <= 0 for vi in inputs for d in vi.type.tensor_type.shape.dim)
    values = ort_values(model, boundary, inputs, workdir) if boundary else {}

    # Shape inference on the live graph (original inputs and attributes, light initializers).
    used = {x for k in live_idx for x in reads[k]}
    sem = helper.make_model(helper.make_graph([], g.name or "g", [], []),
                            opset_imports=list(model.opset_import))
    sem.ir_version = model.ir_version
    sg = sem.graph
    for vi in inputs:
        c = sg.input.add()
        c.CopyFrom(vi)
        for d in c.type.tensor_type.shape.dim:
            if not (d.HasField("dim_value") and d.dim_value > 0):
                d.Clear()
                d.dim_value = 1
    for t in g.initializer:
        if t.name in used:
            sg.initializer.append(light_tensor(t, keep_small=True))
    for name, v in values.items():
        sg.initializer.append(light_tensor(numpy_helper.from_array(np.asarray(v), name), True))
    for k in live_idx:
        sg.node.append(nodes[k])
    live_outs = [o for o in g.output if o.name in producer and live[producer[o.name]]]
    sg.output.extend(onnx.ValueInfoProto(name=o.name) for o in live_outs)
    try:
        inferred = shape_inference.infer_shapes(sem, strict_mode=False, data_prop=True)
    except Exception:
        inferred = sem
    types = {}
    for vi in list(inferred.graph.value_info) + list(inferred.graph.output) + list(sg.input):
        dims = static_dims(vi)
        if dims is not None:
            types[vi.name] = (vi.type.tensor_type.elem_type, dims)

    # Tensors op_sched must know: everything live nodes read or write that is not constant.
    tensors = []
    seen = set()
    for k in live_idx:
        for x in live_deps[k] + [o for o in nodes[k].output if o]:
            if x not in const and x not in seen:
                seen.add(x)
                tensors.append(x)
    missing = [x for x in tensors if x not in types]
    if missing:
        for name, v in ort_values(model, missing, inputs, workdir).items():
            v = np.asarray(v)
            types[name] = (helper.np_dtype_to_tensor_dtype(v.dtype), list(v.shape))
    for x in tensors:
        et = types[x][0]
        if not 1 <= et <= MAX_ELEM_TYPE:
            raise Failure(f"tensor {x!r} has element type "
                          f"{TensorProto.DataType.Name(et)}, which op_sched cannot size")

    # op_sched's stand-in model.
    h = helper.make_model(helper.make_graph([], g.name or "g", [], []),
                          opset_imports=list(model.opset_import))
    h.ir_version = model.ir_version
    hg = h.graph
    read = {x for k in live_idx for x in live_deps[k]} | {o.name for o in live_outs}
    hmcos_inputs = [vi for vi in inputs if vi.name in read]
    input_names = {vi.name for vi in hmcos_inputs}
    for vi in hmcos_inputs:
        et, dims = types[vi.name]
        hg.input.append(helper.make_tensor_value_info(vi.name, et, dims))
    out_names = set()
    for o in live_outs:
        if o.name not in out_names:
            out_names.add(o.name)
            et, dims = types[o.name]
            hg.output.append(helper.make_tensor_value_info(o.name, et, dims))
    for x in tensors:
        if x not in input_names and x not in out_names:
            et, dims = types[x]
            hg.value_info.append(helper.make_tensor_value_info(x, et, dims))
    for t in g.initializer:
        if t.name in used:
            hg.initializer.append(light_tensor(t, keep_small=False))
    for t in g.sparse_initializer:
        if t.values.name in used:
            c = TensorProto(name=t.values.name, data_type=t.values.data_type)
            c.dims.extend(t.dims)
            hg.initializer.append(c)
    for name, v in values.items():
        v = np.asarray(v)
        et = helper.np_dtype_to_tensor_dtype(v.dtype) if v.dtype.kind not in "OSU" else 0
        c = TensorProto(name=name, data_type=et)
        c.dims.extend(v.shape)
        hg.initializer.append(c)
    for t in hg.initializer:
        if not 1 <= t.data_type <= MAX_ELEM_TYPE or t.data_type == TensorProto.STRING:
            t.data_type = TensorProto.UINT8   # only its shape matters to op_sched
    for k in live_idx:
        hg.node.append(helper.make_node(nodes[k].op_type, live_deps[k],
                                        [o for o in nodes[k].output if o],
                                        name=f"n{k}", domain=nodes[k].domain))
    path = os.path.join(workdir, "hmcos_input.onnx")
    with open(path, "wb") as f:
        f.write(h.SerializeToString())

    p = Plan()
    p.nodes, p.reads, p.topo, p.producer = nodes, reads, topo, producer
    p.folded, p.live, p.live_idx, p.const = folded, live, live_idx, const
    p.deps = deps
    p.path, p.dims_fixed, p.available = path, dims_fixed, available
    return p


# --------------------------------------------------------------------------- op_sched

def run_op_sched(binary, path, workdir, mem_gb, timeout):
    limit = int(mem_gb * (1 << 30))

    def preexec():
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))

    log_path = os.path.join(workdir, "op_sched.log")
    out_path = os.path.join(workdir, "op_sched.stdout")
    sched_path = os.path.join(workdir, "schedule.txt")
    if os.path.exists(sched_path):
        os.remove(sched_path)
    with open(log_path, "wb") as log, open(out_path, "wb") as out:
        t0 = time.monotonic()
        proc = subprocess.Popen([binary, path, workdir], stdout=out, stderr=log,
                                stdin=subprocess.DEVNULL, preexec_fn=preexec,
                                start_new_session=True)
        timed_out = False
        try:
            rc = proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            timed_out = True
            os.killpg(proc.pid, signal.SIGKILL)
            rc = proc.wait()
        seconds = time.monotonic() - t0
    with open(log_path, "rb") as f:
        f.seek(0, os.SEEK_END)
        f.seek(max(0, f.tell() - (1 << 20)))
        log = f.read().decode("utf-8", "replace")
    info = {"seconds": round(seconds, 3)}
    m = re.search(r"op_sched\.cpp:\d+\] (\d+) ms", log)
    if m:
        info["schedule_ms"] = int(m.group(1))
    for key, pat in (("hmcos_peak_kb", r"HMCOS Peak: (\d+) KB"), ("rpo_peak_kb", r"RPO Peak: (\d+) KB")):
        m = re.search(pat, log)
        if m:
            info[key] = int(m.group(1))
    if timed_out:
        return info, None, f"timeout after {timeout} s"
    if rc != 0 or not os.path.exists(sched_path):
        fatal = [l for l in log.splitlines()
                 if l.startswith("F") or "Check failed" in l or "terminate called" in l
                 or "what():" in l]
        detail = "; ".join(l.strip() for l in fatal[-3:])
        if "bad_alloc" in log or "Cannot allocate memory" in log:
            why = f"out of memory (address-space limit {mem_gb:g} GB)"
        elif rc < 0:
            try:
                why = f"crashed ({signal.Signals(-rc).name})"
            except ValueError:
                why = f"crashed (signal {-rc})"
            if rc == -signal.SIGKILL:
                why += ", killed from outside, likely out of memory"
        else:
            why = f"exited with status {rc}"
        return info, None, why + (f": {detail}" if detail else "")
    with open(sched_path) as f:
        names = [l.strip() for l in f if l.strip()]
    return info, names, None


# --------------------------------------------------------------------------- mapping back

def full_order(plan, names):
    nodes, producer, folded, const = plan.nodes, plan.producer, plan.folded, plan.const
    N = len(nodes)
    try:
        sched = [int(n[1:]) for n in names]
    except ValueError:
        raise Failure("op_sched wrote a node name it was not given")
    if sorted(sched) != sorted(plan.live_idx):
        raise Failure(f"op_sched scheduled {len(sched)} nodes, expected {len(plan.live_idx)}")

    emitted = [False] * N

    def folded_ancestry(k):
        """Folded, not yet emitted ancestors of node k (through folded nodes), in a
        topological order; marks them emitted."""
        out = []
        stack = [(k, iter(plan.reads[k]))]
        while stack:
            v, it = stack[-1]
            for x in it:
                p = producer.get(x)
                if p is not None and folded[p] and not emitted[p] and x in const:
                    emitted[p] = True
                    stack.append((p, iter(plan.reads[p])))
                    break
            else:
                stack.pop()
                if v != k:
                    out.append(v)
        return out

    order = []
    for k in sched:
        order += folded_ancestry(k)
        order.append(k)
        emitted[k] = True
    # Nodes reaching no graph output: just after their last producer.
    for k in plan.topo:
        if emitted[k] or folded[k]:
            continue
        pos = {v: i for i, v in enumerate(order)}
        at = max((pos[producer[x]] for x in plan.deps(k)
                  if x in producer and producer[x] in pos), default=-1) + 1
        group = folded_ancestry(k) + [k]
        emitted[k] = True
        order[at:at] = group
    # Folded nodes nobody reads: at the end.
    for k in plan.topo:
        if not emitted[k]:
            order.append(k)
            emitted[k] = True
    return order


def check_topological(plan, order):
    if sorted(order) != list(range(len(plan.nodes))):
        raise Failure("internal error: the mapped order is not a permutation of the nodes")
    avail = set(plan.available)
    for k in order:
        for x in plan.reads[k]:
            if x not in avail:
                raise Failure(f"internal error: mapped order reads {x!r} before it is defined")
        avail.update(o for o in plan.nodes[k].output if o)


# --------------------------------------------------------------------------- main

def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("model")
    ap.add_argument("out")
    ap.add_argument("--hmcos", required=True, help="path of the local op_sched build")
    ap.add_argument("--mem-limit-gb", type=float, default=10.0)
    ap.add_argument("--timeout", type=float, default=600.0)
    ap.add_argument("--work-dir", help="keep op_sched's input, log and schedule here")
    args = ap.parse_args()

    result = {"model": args.model, "ok": False, "seconds": None}
    t0 = time.monotonic()
    try:
        if not (os.path.isfile(args.hmcos) and os.access(args.hmcos, os.X_OK)):
            raise Failure(f"no executable op_sched at {args.hmcos}")
        model = onnx.load(args.model)
        result["nodes"] = len(model.graph.node)
        if args.work_dir:
            os.makedirs(args.work_dir, exist_ok=True)
            tmp = None
            workdir = os.path.abspath(args.work_dir)
        else:
            tmp = tempfile.TemporaryDirectory(prefix="hmcos_")
            workdir = tmp.name
        try:
            plan = prepare(model, workdir)
            result["scheduled"] = len(plan.live_idx)
            result["folded"] = sum(plan.folded)
            if plan.dims_fixed:
                result["dims_fixed_to_1"] = True
            result["prep_seconds"] = round(time.monotonic() - t0, 3)
            info, names, err = run_op_sched(os.path.abspath(args.hmcos), plan.path, workdir,
                                            args.mem_limit_gb, args.timeout)
            result.update(info)
            if err:
                raise Failure(err)
            order = full_order(plan, names)
            check_topological(plan, order)
        finally:
            if tmp is not None:
                tmp.cleanup()
        g = model.graph
        reordered = [plan.nodes[k] for k in order]
        del g.node[:]
        g.node.extend(reordered)
        out_dir = os.path.dirname(os.path.abspath(args.out))
        os.makedirs(out_dir, exist_ok=True)
        if model.ByteSize() > MAX_PROTO:
            onnx.save_model(model, args.out, save_as_external_data=True,
                            all_tensors_to_one_file=True,
                            location=os.path.basename(args.out) + ".data")
        else:
            onnx.save_model(model, args.out)
        result["ok"] = True
        result["out"] = args.out
    except Failure as e:
        result["error"] = str(e)
    except MemoryError:
        result["error"] = "out of memory while preparing the model (in Python)"
    except KeyboardInterrupt:
        result["error"] = "interrupted"
    except Exception as e:  # report, never a traceback
        result["error"] = f"{type(e).__name__}: {e}"
    print(json.dumps(result), flush=True)
    return 0 if result["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
