// Two matmuls with 1 MiB weights each (tests/mlir/tensor-level.mlir): by liveness the second
// weight would be live from the start; after bufferization it is a global and costs nothing.
func.func @weights(%x: tensor<4x512xf32>) -> tensor<4x512xf32> {
  %w1 = arith.constant dense<0.5> : tensor<512x512xf32>
  %w2 = arith.constant dense<0.25> : tensor<512x512xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x512xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x512xf32>) -> tensor<4x512xf32>
  %m1 = linalg.matmul ins(%x, %w1 : tensor<4x512xf32>, tensor<512x512xf32>) outs(%f : tensor<4x512xf32>) -> tensor<4x512xf32>
  %e1 = tensor.empty() : tensor<4x512xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<4x512xf32>) -> tensor<4x512xf32>
  %m2 = linalg.matmul ins(%m1, %w2 : tensor<4x512xf32>, tensor<512x512xf32>) outs(%f1 : tensor<4x512xf32>) -> tensor<4x512xf32>
  return %m2 : tensor<4x512xf32>
}
