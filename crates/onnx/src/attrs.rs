//! Typed attribute getters on `NodeProto`, so shape inference reads attributes in one line and a
//! malformed attribute is reported with the node and attribute names.

use super::proto::{AttributeProto, NodeProto, TensorProto};

pub(crate) trait NodeAttrs {
    fn attr(&self, name: &str) -> Option<&AttributeProto>;
    fn int(&self, name: &str) -> Option<i64> {
        self.attr(name).and_then(|a| a.i)
    }
    fn int_or(&self, name: &str, default: i64) -> i64 {
        self.int(name).unwrap_or(default)
    }
    fn ints(&self, name: &str) -> Option<&[i64]> {
        self.attr(name).map(|a| a.ints.as_slice())
    }
    fn float(&self, name: &str) -> Option<f32> {
        self.attr(name).and_then(|a| a.f)
    }
    fn floats(&self, name: &str) -> Option<&[f32]> {
        self.attr(name).map(|a| a.floats.as_slice())
    }
    fn string(&self, name: &str) -> Option<String> {
        self.attr(name)
            .and_then(|a| a.s.as_ref())
            .map(|s| String::from_utf8_lossy(s).into_owned())
    }
    fn tensor(&self, name: &str) -> Option<&TensorProto> {
        self.attr(name).and_then(|a| a.t.as_ref())
    }
}

impl NodeAttrs for NodeProto {
    fn attr(&self, name: &str) -> Option<&AttributeProto> {
        self.attribute.iter().find(|a| a.name() == name)
    }
}
