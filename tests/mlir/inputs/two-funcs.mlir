func.func @g(%a: tensor<16xf32>) -> tensor<16xf32> {
  %0 = arith.addf %a, %a : tensor<16xf32>
  %1 = arith.mulf %0, %a : tensor<16xf32>
  return %1 : tensor<16xf32>
}
func.func @h(%a: tensor<16xf32>) -> tensor<16xf32> {
  %c = arith.constant dense<1.0> : tensor<16xf32>
  %0 = arith.addf %a, %c : tensor<16xf32>
  %1 = arith.addf %a, %c : tensor<16xf32>
  %2 = arith.mulf %0, %1 : tensor<16xf32>
  return %2 : tensor<16xf32>
}
