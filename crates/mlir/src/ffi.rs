//! Small safe helpers over the raw MLIR C API handles that melior does not wrap the way the
//! importer needs them (op identity, parents, shaped types, locations).
//!
//! Every function takes handles that came from a live module; the module outlives the calls.

use mlir_sys::*;
use std::ffi::c_void;

pub(crate) fn string_ref(s: &str) -> MlirStringRef {
    MlirStringRef {
        data: s.as_ptr() as *const _,
        length: s.len(),
    }
}

pub(crate) fn to_string(s: MlirStringRef) -> String {
    if s.data.is_null() {
        return String::new();
    }
    let bytes = unsafe { std::slice::from_raw_parts(s.data as *const u8, s.length) };
    String::from_utf8_lossy(bytes).into_owned()
}

/// Collects what an MLIR print callback writes.
pub(crate) fn print_with(f: impl FnOnce(MlirStringCallback, *mut c_void)) -> String {
    unsafe extern "C" fn push(s: MlirStringRef, data: *mut c_void) {
        let out = unsafe { &mut *(data as *mut Vec<u8>) };
        if !s.data.is_null() {
            out.extend_from_slice(unsafe {
                std::slice::from_raw_parts(s.data as *const u8, s.length)
            });
        }
    }
    let mut buf: Vec<u8> = Vec::new();
    f(Some(push), &mut buf as *mut Vec<u8> as *mut c_void);
    String::from_utf8_lossy(&buf).into_owned()
}

pub(crate) fn op_name(op: MlirOperation) -> String {
    unsafe { to_string(mlirIdentifierStr(mlirOperationGetName(op))) }
}

pub(crate) fn ops_of_block(block: MlirBlock) -> Vec<MlirOperation> {
    let mut ops = Vec::new();
    let mut op = unsafe { mlirBlockGetFirstOperation(block) };
    while !op.ptr.is_null() {
        ops.push(op);
        op = unsafe { mlirOperationGetNextInBlock(op) };
    }
    ops
}

pub(crate) fn blocks_of_region(region: MlirRegion) -> Vec<MlirBlock> {
    let mut blocks = Vec::new();
    let mut block = unsafe { mlirRegionGetFirstBlock(region) };
    while !block.ptr.is_null() {
        blocks.push(block);
        block = unsafe { mlirBlockGetNextInRegion(block) };
    }
    blocks
}

pub(crate) fn regions_of(op: MlirOperation) -> Vec<MlirRegion> {
    let n = unsafe { mlirOperationGetNumRegions(op) };
    (0..n)
        .map(|i| unsafe { mlirOperationGetRegion(op, i) })
        .collect()
}

pub(crate) fn operands(op: MlirOperation) -> Vec<MlirValue> {
    let n = unsafe { mlirOperationGetNumOperands(op) };
    (0..n)
        .map(|i| unsafe { mlirOperationGetOperand(op, i) })
        .collect()
}

pub(crate) fn results(op: MlirOperation) -> Vec<MlirValue> {
    let n = unsafe { mlirOperationGetNumResults(op) };
    (0..n)
        .map(|i| unsafe { mlirOperationGetResult(op, i) })
        .collect()
}

pub(crate) fn block_args(block: MlirBlock) -> Vec<MlirValue> {
    let n = unsafe { mlirBlockGetNumArguments(block) };
    (0..n)
        .map(|i| unsafe { mlirBlockGetArgument(block, i) })
        .collect()
}

/// The op that defines `v`, or `None` for a block argument.
pub(crate) fn defining_op(v: MlirValue) -> Option<MlirOperation> {
    unsafe { mlirValueIsAOpResult(v) }.then(|| unsafe { mlirOpResultGetOwner(v) })
}

/// Every op nested inside `op` (not `op` itself), pre-order.
pub(crate) fn nested_ops(op: MlirOperation, out: &mut Vec<MlirOperation>) {
    for region in regions_of(op) {
        for block in blocks_of_region(region) {
            for inner in ops_of_block(block) {
                out.push(inner);
                nested_ops(inner, out);
            }
        }
    }
}

pub(crate) fn is_memref(t: MlirType) -> bool {
    unsafe { mlirTypeIsAMemRef(t) || mlirTypeIsAUnrankedMemRef(t) }
}

/// Bits of one element of a scalar type (`None` for types without a fixed width).
fn element_bits(t: MlirType) -> Option<u64> {
    unsafe {
        if mlirTypeIsAInteger(t) {
            Some(mlirIntegerTypeGetWidth(t) as u64)
        } else if mlirTypeIsAFloat(t) {
            Some(mlirFloatTypeGetWidth(t) as u64)
        } else if mlirTypeIsAIndex(t) {
            Some(64)
        } else if mlirTypeIsAComplex(t) {
            element_bits(mlirComplexTypeGetElementType(t)).map(|b| 2 * b)
        } else {
            None
        }
    }
}

/// Static shape of a ranked shaped type.
pub(crate) fn static_shape(t: MlirType) -> Option<Vec<i64>> {
    unsafe {
        if !mlirTypeIsAShaped(t) || !mlirShapedTypeHasRank(t) || !mlirShapedTypeHasStaticShape(t) {
            return None;
        }
        let rank = mlirShapedTypeGetRank(t);
        Some(
            (0..rank)
                .map(|i| mlirShapedTypeGetDimSize(t, i as isize))
                .collect(),
        )
    }
}

/// Bytes of a value of type `t`: static tensors, memrefs and vectors, and scalars.
pub(crate) fn type_bytes(t: MlirType) -> Option<u64> {
    unsafe {
        if mlirTypeIsAShaped(t) {
            let shape = static_shape(t)?;
            let bits = element_bits(mlirShapedTypeGetElementType(t))?;
            // Unknown rather than wrapped when the shape's size overflows.
            let n = shape
                .iter()
                .try_fold(1u64, |n, &d| n.checked_mul(u64::try_from(d).ok()?))?;
            Some(n.checked_mul(bits)?.div_ceil(8))
        } else {
            element_bits(t).map(|b| b.div_ceil(8))
        }
    }
}

/// `file:line:col` of a location (through names, call sites and fusions), if it has one.
fn file_line_col(loc: MlirLocation) -> Option<(String, u32, u32)> {
    unsafe {
        if loc.ptr.is_null() {
            return None;
        }
        if mlirLocationIsAFileLineColRange(loc) {
            let file = to_string(mlirIdentifierStr(mlirLocationFileLineColRangeGetFilename(
                loc,
            )));
            let line = mlirLocationFileLineColRangeGetStartLine(loc) as u32;
            let col = mlirLocationFileLineColRangeGetStartColumn(loc) as u32;
            return Some((file, line, col));
        }
        if mlirLocationIsAName(loc) {
            return file_line_col(mlirLocationNameGetChildLoc(loc));
        }
        if mlirLocationIsACallSite(loc) {
            return file_line_col(mlirLocationCallSiteGetCallee(loc));
        }
        if mlirLocationIsAFused(loc) {
            let n = mlirLocationFusedGetNumLocations(loc) as usize;
            let mut locs = vec![mlirLocationUnknownGet(mlirLocationGetContext(loc)); n];
            mlirLocationFusedGetLocations(loc, locs.as_mut_ptr());
            return locs.into_iter().find_map(file_line_col);
        }
        None
    }
}

/// A location as diagnostics print it: `file:line:col`, or MLIR's own text for the rest. Text
/// parsed without a buffer name has an empty file name: that is `source_name`.
pub(crate) fn format_location(loc: MlirLocation, source_name: &str) -> String {
    match file_line_col(loc) {
        Some((file, line, col)) => {
            let file = if file.is_empty() || file == "-" {
                source_name
            } else {
                &file
            };
            format!("{file}:{line}:{col}")
        }
        None => print_with(|cb, data| unsafe { mlirLocationPrint(loc, cb, data) }),
    }
}
