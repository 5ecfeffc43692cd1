//! Slices of an initializer along one axis: the weights of a partial convolution, the
//! parameters of a normalisation over some of its channels.

use crate::proto::{tensor_proto::DataType, TensorProto};

/// `t` cut along `axis` into consecutive pieces of `sizes` (which add up to the axis), named
/// `names`. `None` where the data is not in the file itself (external data) or in a field
/// this does not slice: the rewrite that needs it is then not offered.
pub(super) fn split(
    t: &TensorProto,
    axis: usize,
    sizes: &[i64],
    names: &[String],
) -> Option<Vec<TensorProto>> {
    let dims: Vec<usize> = (t.dims.iter())
        .map(|&d| usize::try_from(d).ok())
        .collect::<Option<_>>()?;
    let extent = *dims.get(axis)?;
    let sizes: Vec<usize> = (sizes.iter())
        .map(|&s| usize::try_from(s).ok().filter(|&s| s > 0))
        .collect::<Option<_>>()?;
    if sizes.iter().sum::<usize>() != extent || t.data_location == Some(1) {
        return None;
    }
    let outer: usize = dims[..axis].iter().product();
    let inner: usize = dims[axis + 1..].iter().product();
    let layout = Layout {
        outer,
        inner,
        extent,
    };
    let raw = t.raw_data.as_deref().filter(|r| !r.is_empty());
    let mut offset = 0;
    let mut pieces = Vec::with_capacity(sizes.len());
    for (&size, name) in sizes.iter().zip(names) {
        let mut piece = TensorProto {
            name: Some(name.clone()),
            dims: dims
                .iter()
                .enumerate()
                .map(|(i, &d)| if i == axis { size } else { d } as i64)
                .collect(),
            data_type: t.data_type,
            ..Default::default()
        };
        let range = (offset, size);
        match raw {
            Some(raw) => {
                let elem = element_bytes(t.data_type())?;
                piece.raw_data = Some(layout.slice_bytes(raw, elem, range)?.into());
            }
            None => match DataType::try_from(t.data_type()).ok()? {
                DataType::Float => piece.float_data = layout.slice(&t.float_data, range)?,
                DataType::Double => piece.double_data = layout.slice(&t.double_data, range)?,
                DataType::Int64 => piece.int64_data = layout.slice(&t.int64_data, range)?,
                DataType::Int32 => piece.int32_data = layout.slice(&t.int32_data, range)?,
                _ => return None,
            },
        }
        pieces.push(piece);
        offset += size;
    }
    Some(pieces)
}

/// Whole bytes per element; sub-byte types are not sliced.
fn element_bytes(data_type: i32) -> Option<usize> {
    let bits = crate::elem_bits(data_type)?;
    (bits % 8 == 0).then_some(bits as usize / 8)
}

/// A row-major tensor seen as `outer` blocks of `extent` slices of `inner` elements.
struct Layout {
    outer: usize,
    inner: usize,
    extent: usize,
}

impl Layout {
    /// Elements `offset..offset + size` of the axis, from every outer block.
    fn slice<T: Copy>(&self, data: &[T], (offset, size): (usize, usize)) -> Option<Vec<T>> {
        if data.len() != self.outer * self.extent * self.inner {
            return None;
        }
        let mut out = Vec::with_capacity(self.outer * size * self.inner);
        for b in 0..self.outer {
            let start = (b * self.extent + offset) * self.inner;
            out.extend_from_slice(&data[start..start + size * self.inner]);
        }
        Some(out)
    }

    fn slice_bytes(&self, raw: &[u8], elem: usize, range: (usize, usize)) -> Option<Vec<u8>> {
        let wide = Layout {
            inner: self.inner * elem,
            ..*self
        };
        wide.slice(raw, range)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tensor(dims: &[i64], data: Vec<f32>) -> TensorProto {
        TensorProto {
            name: Some("w".into()),
            dims: dims.to_vec(),
            data_type: Some(DataType::Float as i32),
            float_data: data,
            ..Default::default()
        }
    }

    /// A [2, 3, 2] tensor cut along axis 1 into 1 + 2: each piece keeps its rows of every
    /// outer block, from float_data and from raw_data alike.
    #[test]
    fn cuts_along_an_axis_from_either_field() {
        let data: Vec<f32> = (0..12).map(|v| v as f32).collect();
        let names = ["a".to_string(), "b".to_string()];
        let typed = split(&tensor(&[2, 3, 2], data.clone()), 1, &[1, 2], &names).unwrap();
        assert_eq!(typed[0].float_data, vec![0., 1., 6., 7.]);
        assert_eq!(typed[1].float_data, vec![2., 3., 4., 5., 8., 9., 10., 11.]);
        assert_eq!(
            (typed[0].dims.clone(), typed[1].dims.clone()),
            (vec![2, 1, 2], vec![2, 2, 2])
        );
        let mut raw = tensor(&[2, 3, 2], Vec::new());
        raw.raw_data = Some(
            data.iter()
                .flat_map(|v| v.to_le_bytes())
                .collect::<Vec<u8>>()
                .into(),
        );
        let from_raw = split(&raw, 1, &[1, 2], &names).unwrap();
        let floats = |t: &TensorProto| -> Vec<f32> {
            (t.raw_data.as_ref().unwrap().chunks_exact(4))
                .map(|c| f32::from_le_bytes(c.try_into().unwrap()))
                .collect()
        };
        assert_eq!(floats(&from_raw[0]), typed[0].float_data);
        assert_eq!(floats(&from_raw[1]), typed[1].float_data);
    }

    /// Sizes that do not add up to the axis, and data kept in another file, are not cut.
    #[test]
    fn refuses_what_it_cannot_cut() {
        let t = tensor(&[4], vec![0.; 4]);
        let names = ["a".to_string(), "b".to_string()];
        assert!(split(&t, 0, &[1, 2], &names).is_none());
        let external = TensorProto {
            data_location: Some(1),
            ..t.clone()
        };
        assert!(split(&external, 0, &[2, 2], &names).is_none());
        assert!(split(&t, 0, &[2, 2], &names).is_some());
    }
}
