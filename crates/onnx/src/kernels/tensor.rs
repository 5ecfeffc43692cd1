//! ONNX tensors in and out of libtorch: element types, initializers and `Constant` values
//! (inline, typed fields or external data), and flat read-backs for comparisons and for the
//! shape arithmetic that ops read from their inputs.

use super::error::OpError;
use crate::proto::{tensor_proto::DataLocation, tensor_proto::DataType, TensorProto};
use std::io::{Read, Seek, SeekFrom};
use std::path::{Component, Path};
use tch::{Device, Kind, TchError, Tensor};

/// The libtorch element type of an ONNX `TensorProto.DataType`, or `None` where libtorch (or
/// `tch`) has no equivalent (strings, unsigned 16/32/64-bit, complex, 8-bit floats).
pub fn kind_of(data_type: i32) -> Option<Kind> {
    Some(match DataType::try_from(data_type).ok()? {
        DataType::Float => Kind::Float,
        DataType::Double => Kind::Double,
        DataType::Float16 => Kind::Half,
        DataType::Bfloat16 => Kind::BFloat16,
        DataType::Int8 => Kind::Int8,
        DataType::Int16 => Kind::Int16,
        DataType::Int32 => Kind::Int,
        DataType::Int64 => Kind::Int64,
        DataType::Uint8 => Kind::Uint8,
        DataType::Bool => Kind::Bool,
        _ => return None,
    })
}

/// The ONNX data type of a libtorch kind (the inverse of [`kind_of`]).
#[cfg(test)]
fn data_type_of(kind: Kind) -> Option<i32> {
    Some(
        (match kind {
            Kind::Float => DataType::Float,
            Kind::Double => DataType::Double,
            Kind::Half => DataType::Float16,
            Kind::BFloat16 => DataType::Bfloat16,
            Kind::Int8 => DataType::Int8,
            Kind::Int16 => DataType::Int16,
            Kind::Int => DataType::Int32,
            Kind::Int64 => DataType::Int64,
            Kind::Uint8 => DataType::Uint8,
            Kind::Bool => DataType::Bool,
            _ => return None,
        }) as i32,
    )
}

fn data_type_name(data_type: i32) -> String {
    DataType::try_from(data_type)
        .map(|d| d.as_str_name().to_string())
        .unwrap_or_else(|_| format!("data type {data_type}"))
}

/// Builds the tensor an initializer or a `Constant` attribute describes, on `device`.
///
/// The bytes are assembled on the host in ONNX's little-endian layout and copied once; external
/// data reads only the tensor's own byte range, so a multi-gigabyte weights file is never loaded
/// whole.
pub fn from_proto(t: &TensorProto, model_dir: &Path, device: Device) -> Result<Tensor, OpError> {
    let fail = |reason: String| OpError::Data {
        tensor: t.name().to_string(),
        reason,
    };
    let kind = kind_of(t.data_type()).ok_or_else(|| {
        fail(format!(
            "element type {} is not supported by the libtorch executor",
            data_type_name(t.data_type())
        ))
    })?;
    if let Some(d) = t.dims.iter().find(|&&d| d < 0) {
        return Err(fail(format!("negative dimension {d} in {:?}", t.dims)));
    }
    let numel = t
        .dims
        .iter()
        .try_fold(1usize, |n, &d| n.checked_mul(d as usize))
        .ok_or_else(|| fail(format!("dimensions {:?} overflow", t.dims)))?;
    let elt = kind.elt_size_in_bytes();
    let expected = numel * elt;

    let external;
    let bytes: std::borrow::Cow<[u8]> = if t.data_location == Some(DataLocation::External as i32) {
        external = read_external(t, model_dir, expected).map_err(fail)?;
        std::borrow::Cow::Borrowed(&external[..])
    } else if let Some(raw) = t.raw_data.as_deref().filter(|r| !r.is_empty()) {
        std::borrow::Cow::Borrowed(raw)
    } else {
        std::borrow::Cow::Owned(typed_bytes(t, kind, numel).map_err(fail)?)
    };
    if bytes.len() != expected {
        return Err(fail(format!(
            "holds {} bytes but {} elements of {} need {expected}",
            bytes.len(),
            numel,
            data_type_name(t.data_type())
        )));
    }
    if kind == Kind::Bool && bytes.iter().any(|&b| b > 1) {
        return Err(fail("a BOOL element is neither 0 nor 1".into()));
    }
    // `at_tensor_of_data` copies host memory as is: the layout must be the host's.
    #[cfg(target_endian = "big")]
    compile_error!("ONNX raw data is little-endian; byte swapping is not implemented");
    let cpu = Tensor::f_from_data_size(&bytes, &t.dims, kind).map_err(|e| fail(e.to_string()))?;
    if device == Device::Cpu {
        Ok(cpu)
    } else {
        cpu.f_to_device(device).map_err(|e| fail(e.to_string()))
    }
}

/// The little-endian bytes of the typed `*_data` fields, in the layout `raw_data` would have.
fn typed_bytes(t: &TensorProto, kind: Kind, numel: usize) -> Result<Vec<u8>, String> {
    let mut out = Vec::with_capacity(numel * kind.elt_size_in_bytes());
    let check = |n: usize, field: &str| {
        if n == numel {
            Ok(())
        } else if n == 0 {
            Err(format!("has no data ({numel} elements expected)"))
        } else {
            Err(format!(
                "'{field}' has {n} values but the dimensions need {numel}"
            ))
        }
    };
    match kind {
        Kind::Float => {
            check(t.float_data.len(), "float_data")?;
            t.float_data
                .iter()
                .for_each(|v| out.extend(v.to_le_bytes()));
        }
        Kind::Double => {
            check(t.double_data.len(), "double_data")?;
            t.double_data
                .iter()
                .for_each(|v| out.extend(v.to_le_bytes()));
        }
        Kind::Int64 => {
            check(t.int64_data.len(), "int64_data")?;
            t.int64_data
                .iter()
                .for_each(|v| out.extend(v.to_le_bytes()));
        }
        // The spec stores every narrower type in `int32_data`; 16-bit floats as their bits.
        Kind::Int => {
            check(t.int32_data.len(), "int32_data")?;
            t.int32_data
                .iter()
                .for_each(|v| out.extend(v.to_le_bytes()));
        }
        Kind::Int16 | Kind::Half | Kind::BFloat16 => {
            check(t.int32_data.len(), "int32_data")?;
            t.int32_data
                .iter()
                .for_each(|&v| out.extend((v as u16).to_le_bytes()));
        }
        Kind::Int8 | Kind::Uint8 | Kind::Bool => {
            check(t.int32_data.len(), "int32_data")?;
            out.extend(t.int32_data.iter().map(|&v| v as u8));
        }
        other => return Err(format!("no typed field holds {other:?}")),
    }
    Ok(out)
}

/// Reads exactly the byte range an external-data tensor names, from a file that must stay
/// inside the model's folder (the same rule the importer checks).
fn read_external(t: &TensorProto, model_dir: &Path, expected: usize) -> Result<Vec<u8>, String> {
    let get = |key: &str| {
        t.external_data
            .iter()
            .find(|e| e.key() == key)
            .map(|e| e.value().to_string())
    };
    let location = get("location").ok_or("external data without a 'location' key")?;
    let rel = Path::new(&location);
    if location.is_empty()
        || rel.is_absolute()
        || rel.components().any(|c| matches!(c, Component::ParentDir))
    {
        return Err(format!(
            "external data location '{location}' must be a relative path inside the model's folder"
        ));
    }
    let parse = |key: &str| -> Result<Option<u64>, String> {
        get(key)
            .map(|v| {
                v.parse::<u64>()
                    .map_err(|_| format!("external data '{key}' is not a number: {v}"))
            })
            .transpose()
    };
    let offset = parse("offset")?.unwrap_or(0);
    let length = parse("length")?.unwrap_or(expected as u64);
    if length != expected as u64 {
        return Err(format!(
            "external data in '{location}' has length {length} but the tensor needs {expected} bytes"
        ));
    }
    let path = model_dir.join(rel);
    let mut file =
        std::fs::File::open(&path).map_err(|e| format!("cannot open {}: {e}", path.display()))?;
    let mut buf = vec![0u8; expected];
    file.seek(SeekFrom::Start(offset))
        .and_then(|_| file.read_exact(&mut buf))
        .map_err(|e| {
            format!(
                "cannot read bytes {offset}..{} of {}: {e}",
                offset + length,
                path.display()
            )
        })?;
    Ok(buf)
}

/// All elements, flattened in row-major order, as `f64` (booleans as 0/1); an undefined tensor
/// (an optional output that was not requested) gives an empty vector. Meant for comparisons in
/// tests and conformance checks, where `f64` represents every supported type closely enough.
///
/// # Panics
/// If libtorch cannot copy the tensor to the host, which for a defined tensor of a supported
/// kind means the device is in a failed state.
#[cfg(test)]
pub(crate) fn to_proto_values(t: &Tensor) -> Vec<f64> {
    if !t.defined() {
        return Vec::new();
    }
    host_values::<f64>(t).expect("copying a tensor to the host failed")
}

/// All elements as `i64`, flattened; for shape, axes and index inputs that ops read on the host.
/// Floating values are truncated towards zero.
pub(crate) fn to_i64_values(t: &Tensor) -> Result<Vec<i64>, TchError> {
    host_values::<i64>(t)
}

/// All elements as `f64`, flattened; for scale and scalar inputs that ops read on the host.
pub(crate) fn to_f64_values(t: &Tensor) -> Result<Vec<f64>, TchError> {
    host_values::<f64>(t)
}

fn host_values<T: tch::kind::Element + Copy>(t: &Tensor) -> Result<Vec<T>, TchError> {
    let flat = t
        .f_to_device(Device::Cpu)?
        .f_to_kind(T::KIND)?
        .f_reshape([-1])?
        .f_contiguous()?;
    Vec::<T>::try_from(&flat)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::proto::StringStringEntryProto;

    fn proto(dt: DataType, dims: &[i64]) -> TensorProto {
        TensorProto {
            name: Some("t".into()),
            data_type: Some(dt as i32),
            dims: dims.to_vec(),
            ..Default::default()
        }
    }

    #[test]
    fn raw_typed_and_scalar() {
        let dir = Path::new(".");
        let mut t = proto(DataType::Float, &[2, 2]);
        t.raw_data = Some(
            [1.0f32, -2.0, 3.5, 4.0]
                .iter()
                .flat_map(|v| v.to_le_bytes())
                .collect::<Vec<u8>>()
                .into(),
        );
        let x = from_proto(&t, dir, Device::Cpu).unwrap();
        assert_eq!(x.size(), vec![2, 2]);
        assert_eq!(to_proto_values(&x), vec![1.0, -2.0, 3.5, 4.0]);

        let mut s = proto(DataType::Int64, &[]);
        s.int64_data = vec![-7];
        let x = from_proto(&s, dir, Device::Cpu).unwrap();
        assert_eq!(x.dim(), 0);
        assert_eq!(x.kind(), Kind::Int64);
        assert_eq!(to_i64_values(&x).unwrap(), vec![-7]);

        let mut b = proto(DataType::Bool, &[3]);
        b.int32_data = vec![1, 0, 1];
        let x = from_proto(&b, dir, Device::Cpu).unwrap();
        assert_eq!(x.kind(), Kind::Bool);
        assert_eq!(to_proto_values(&x), vec![1.0, 0.0, 1.0]);

        let mut h = proto(DataType::Float16, &[2]);
        h.int32_data = vec![0x3C00, 0xC000]; // 1.0, -2.0
        let x = from_proto(&h, dir, Device::Cpu).unwrap();
        assert_eq!(x.kind(), Kind::Half);
        assert_eq!(to_proto_values(&x), vec![1.0, -2.0]);

        let mut i8t = proto(DataType::Int8, &[2]);
        i8t.int32_data = vec![-3, 5];
        assert_eq!(
            to_proto_values(&from_proto(&i8t, dir, Device::Cpu).unwrap()),
            vec![-3.0, 5.0]
        );

        let mut bad = proto(DataType::Float, &[3]);
        bad.float_data = vec![1.0];
        let err = from_proto(&bad, dir, Device::Cpu).unwrap_err().to_string();
        assert!(err.contains("'t'") && err.contains("float_data"), "{err}");

        let s = proto(DataType::String, &[1]);
        assert!(from_proto(&s, dir, Device::Cpu).is_err());
        let empty = proto(DataType::Float, &[0, 3]);
        assert_eq!(
            from_proto(&empty, dir, Device::Cpu).unwrap().size(),
            vec![0, 3]
        );
    }

    #[test]
    fn external_data_reads_only_its_range() {
        let dir = tempfile::tempdir().unwrap();
        let mut bytes = vec![0xFFu8; 8];
        bytes.extend([10i32, 20, 30].iter().flat_map(|v| v.to_le_bytes()));
        bytes.extend([0xEEu8; 4]);
        std::fs::write(dir.path().join("w.bin"), &bytes).unwrap();
        let entry = |k: &str, v: &str| StringStringEntryProto {
            key: Some(k.into()),
            value: Some(v.into()),
        };
        let mut t = proto(DataType::Int32, &[3]);
        t.data_location = Some(DataLocation::External as i32);
        t.external_data = vec![
            entry("location", "w.bin"),
            entry("offset", "8"),
            entry("length", "12"),
        ];
        let x = from_proto(&t, dir.path(), Device::Cpu).unwrap();
        assert_eq!(x.kind(), Kind::Int);
        assert_eq!(to_proto_values(&x), vec![10.0, 20.0, 30.0]);

        t.external_data[0] = entry("location", "../w.bin");
        assert!(from_proto(&t, dir.path(), Device::Cpu).is_err());
        t.external_data[0] = entry("location", "w.bin");
        t.external_data[1] = entry("offset", "16");
        let err = from_proto(&t, dir.path(), Device::Cpu)
            .unwrap_err()
            .to_string();
        assert!(err.contains("cannot read"), "{err}");
    }

    #[test]
    fn kinds_round_trip() {
        for dt in [
            DataType::Float,
            DataType::Double,
            DataType::Float16,
            DataType::Bfloat16,
            DataType::Int8,
            DataType::Int16,
            DataType::Int32,
            DataType::Int64,
            DataType::Uint8,
            DataType::Bool,
        ] {
            let k = kind_of(dt as i32).unwrap();
            assert_eq!(data_type_of(k), Some(dt as i32));
        }
        assert_eq!(kind_of(DataType::String as i32), None);
        assert_eq!(kind_of(DataType::Uint64 as i32), None);
    }
}
