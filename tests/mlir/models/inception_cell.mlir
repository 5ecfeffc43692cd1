// inception_cell: made by scripts/make_linalg_models.py from inception_cell.onnx (weights replaced by splat constants).
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @inception_cell(%arg0: tensor<1x16x32x32xf32>) -> tensor<1x10xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense<0.00999999977> : tensor<64x16x1x1xf32>
    %cst_1 = arith.constant dense<0.00999999977> : tensor<64x16x1x1xf32>
    %cst_2 = arith.constant dense<0.00999999977> : tensor<64x16x1x1xf32>
    %cst_3 = arith.constant dense<0.00999999977> : tensor<64x16x1x1xf32>
    %cst_4 = arith.constant dense<0.00999999977> : tensor<8x64x1x1xf32>
    %cst_5 = arith.constant dense<0.00999999977> : tensor<8x64x3x3xf32>
    %cst_6 = arith.constant dense<0.00999999977> : tensor<8x64x5x5xf32>
    %cst_7 = arith.constant dense<0.00999999977> : tensor<8x64x3x3xf32>
    %cst_8 = arith.constant dense<0.00999999977> : tensor<16x32x1x1xf32>
    %cst_9 = arith.constant dense<0.00999999977> : tensor<10x16xf32>
    %cst_10 = arith.constant dense<[0.0529593602, -0.017194245, 0.037191093, 0.203829184, -0.0621851272, -0.0145829171, -0.0808652266, 0.145404935, 0.0470755473, 0.104100607]> : tensor<10xf32>
    %cst_11 = arith.constant 1.024000e+03 : f32
    %0 = tensor.empty() : tensor<1x64x32x32xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x64x32x32xf32>) -> tensor<1x64x32x32xf32>
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%arg0, %cst_0 : tensor<1x16x32x32xf32>, tensor<64x16x1x1xf32>) outs(%1 : tensor<1x64x32x32xf32>) -> tensor<1x64x32x32xf32>
    %3 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%arg0, %cst_1 : tensor<1x16x32x32xf32>, tensor<64x16x1x1xf32>) outs(%1 : tensor<1x64x32x32xf32>) -> tensor<1x64x32x32xf32>
    %4 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%arg0, %cst_2 : tensor<1x16x32x32xf32>, tensor<64x16x1x1xf32>) outs(%1 : tensor<1x64x32x32xf32>) -> tensor<1x64x32x32xf32>
    %5 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%arg0, %cst_3 : tensor<1x16x32x32xf32>, tensor<64x16x1x1xf32>) outs(%1 : tensor<1x64x32x32xf32>) -> tensor<1x64x32x32xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2 : tensor<1x64x32x32xf32>) outs(%0 : tensor<1x64x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %30 = arith.cmpf ugt, %in, %cst : f32
      %31 = arith.select %30, %in, %cst : f32
      linalg.yield %31 : f32
    } -> tensor<1x64x32x32xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3 : tensor<1x64x32x32xf32>) outs(%0 : tensor<1x64x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %30 = arith.cmpf ugt, %in, %cst : f32
      %31 = arith.select %30, %in, %cst : f32
      linalg.yield %31 : f32
    } -> tensor<1x64x32x32xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4 : tensor<1x64x32x32xf32>) outs(%0 : tensor<1x64x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %30 = arith.cmpf ugt, %in, %cst : f32
      %31 = arith.select %30, %in, %cst : f32
      linalg.yield %31 : f32
    } -> tensor<1x64x32x32xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%5 : tensor<1x64x32x32xf32>) outs(%0 : tensor<1x64x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %30 = arith.cmpf ugt, %in, %cst : f32
      %31 = arith.select %30, %in, %cst : f32
      linalg.yield %31 : f32
    } -> tensor<1x64x32x32xf32>
    %10 = tensor.empty() : tensor<1x8x32x32xf32>
    %11 = linalg.fill ins(%cst : f32) outs(%10 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %12 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%6, %cst_4 : tensor<1x64x32x32xf32>, tensor<8x64x1x1xf32>) outs(%11 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %padded = tensor.pad %7 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x64x32x32xf32> to tensor<1x64x34x34xf32>
    %13 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %cst_5 : tensor<1x64x34x34xf32>, tensor<8x64x3x3xf32>) outs(%11 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %padded_12 = tensor.pad %8 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x64x32x32xf32> to tensor<1x64x36x36xf32>
    %14 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_12, %cst_6 : tensor<1x64x36x36xf32>, tensor<8x64x5x5xf32>) outs(%11 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %padded_13 = tensor.pad %9 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x64x32x32xf32> to tensor<1x64x34x34xf32>
    %15 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_13, %cst_7 : tensor<1x64x34x34xf32>, tensor<8x64x3x3xf32>) outs(%11 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %concat = tensor.concat dim(1) %12, %13, %14, %15 : (tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>) -> tensor<1x32x32x32xf32>
    %16 = tensor.empty() : tensor<1x16x32x32xf32>
    %17 = linalg.fill ins(%cst : f32) outs(%16 : tensor<1x16x32x32xf32>) -> tensor<1x16x32x32xf32>
    %18 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%concat, %cst_8 : tensor<1x32x32x32xf32>, tensor<16x32x1x1xf32>) outs(%17 : tensor<1x16x32x32xf32>) -> tensor<1x16x32x32xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %arg0 : tensor<1x16x32x32xf32>, tensor<1x16x32x32xf32>) outs(%16 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_15: f32, %out: f32):
      %30 = arith.addf %in, %in_15 : f32
      linalg.yield %30 : f32
    } -> tensor<1x16x32x32xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19 : tensor<1x16x32x32xf32>) outs(%16 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %30 = arith.cmpf ugt, %in, %cst : f32
      %31 = arith.select %30, %in, %cst : f32
      linalg.yield %31 : f32
    } -> tensor<1x16x32x32xf32>
    %21 = tensor.empty() : tensor<1x16x1x1xf32>
    %22 = linalg.fill ins(%cst : f32) outs(%21 : tensor<1x16x1x1xf32>) -> tensor<1x16x1x1xf32>
    %23 = tensor.empty() : tensor<32x32xf32>
    %24 = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%20, %23 : tensor<1x16x32x32xf32>, tensor<32x32xf32>) outs(%22 : tensor<1x16x1x1xf32>) -> tensor<1x16x1x1xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24 : tensor<1x16x1x1xf32>) outs(%21 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %30 = arith.divf %in, %cst_11 : f32
      linalg.yield %30 : f32
    } -> tensor<1x16x1x1xf32>
    %collapsed = tensor.collapse_shape %25 [[0], [1, 2, 3]] : tensor<1x16x1x1xf32> into tensor<1x16xf32>
    %cst_14 = arith.constant dense<0.00999999977> : tensor<16x10xf32>
    %26 = tensor.empty() : tensor<1x10xf32>
    %27 = linalg.fill ins(%cst : f32) outs(%26 : tensor<1x10xf32>) -> tensor<1x10xf32>
    %28 = linalg.matmul ins(%collapsed, %cst_14 : tensor<1x16xf32>, tensor<16x10xf32>) outs(%27 : tensor<1x10xf32>) -> tensor<1x10xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%28, %cst_10 : tensor<1x10xf32>, tensor<10xf32>) outs(%26 : tensor<1x10xf32>) {
    ^bb0(%in: f32, %in_15: f32, %out: f32):
      %30 = arith.addf %in, %in_15 : f32
      linalg.yield %30 : f32
    } -> tensor<1x10xf32>
    return %29 : tensor<1x10xf32>
  }
}

