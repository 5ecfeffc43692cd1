// Four independent exp/abs → row-sum branches joined at the end: the order decides how many
// 64×64 intermediates are live at once. Used by tests/mlir_jit.rs.
func.func @branches(%a: tensor<64x64xf32>, %b: tensor<64x64xf32>) -> tensor<64xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %v = tensor.empty() : tensor<64xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%v : tensor<64xf32>) -> tensor<64xf32>
  %p1 = linalg.exp ins(%a : tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %p2 = linalg.abs ins(%a : tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %p3 = linalg.exp ins(%b : tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %p4 = linalg.abs ins(%b : tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %c1 = linalg.reduce ins(%p1 : tensor<64x64xf32>) outs(%acc : tensor<64xf32>) dimensions = [1]
    (%x: f32, %y: f32) {
      %s = arith.addf %x, %y : f32
      linalg.yield %s : f32
    }
  %c2 = linalg.reduce ins(%p2 : tensor<64x64xf32>) outs(%acc : tensor<64xf32>) dimensions = [1]
    (%x: f32, %y: f32) {
      %s = arith.addf %x, %y : f32
      linalg.yield %s : f32
    }
  %c3 = linalg.reduce ins(%p3 : tensor<64x64xf32>) outs(%acc : tensor<64xf32>) dimensions = [1]
    (%x: f32, %y: f32) {
      %s = arith.addf %x, %y : f32
      linalg.yield %s : f32
    }
  %c4 = linalg.reduce ins(%p4 : tensor<64x64xf32>) outs(%acc : tensor<64xf32>) dimensions = [1]
    (%x: f32, %y: f32) {
      %s = arith.addf %x, %y : f32
      linalg.yield %s : f32
    }
  %s1 = arith.mulf %c1, %c2 : tensor<64xf32>
  %s2 = arith.mulf %c3, %c4 : tensor<64xf32>
  %r = arith.subf %s1, %s2 : tensor<64xf32>
  return %r : tensor<64xf32>
}
