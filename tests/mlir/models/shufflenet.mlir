// shufflenet: made by scripts/make_linalg_models.py from light_shufflenet.onnx (weights replaced by splat constants).
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d1)>
#map4 = affine_map<(d0, d1) -> (d0)>
#map5 = affine_map<(d0, d1) -> (d0, 0)>
module {
  func.func @shufflenet(%arg0: tensor<1x3x224x224xf32>) -> tensor<1x1000xf32> {
    %c1_i64 = arith.constant 1 : i64
    %c0_i64 = arith.constant 0 : i64
    %c2_i64 = arith.constant 2 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %c56_i64 = arith.constant 56 : i64
    %c28_i64 = arith.constant 28 : i64
    %c57_i64 = arith.constant 57 : i64
    %c14_i64 = arith.constant 14 : i64
    %c29_i64 = arith.constant 29 : i64
    %c15_i64 = arith.constant 15 : i64
    %cst_1 = arith.constant dense<2.001000e-02> : tensor<1x544x1x1xf32>
    %cst_2 = arith.constant dense<2.000000e-02> : tensor<1x544x1x1xf32>
    %cst_3 = arith.constant dense<2.001000e-02> : tensor<1x272x1x1xf32>
    %cst_4 = arith.constant dense<2.000000e-02> : tensor<1x272x1x1xf32>
    %cst_5 = arith.constant dense<2.001000e-02> : tensor<1x136x1x1xf32>
    %cst_6 = arith.constant dense<2.000000e-02> : tensor<1x136x1x1xf32>
    %cst_7 = arith.constant dense<2.001000e-02> : tensor<1x112x1x1xf32>
    %cst_8 = arith.constant dense<2.000000e-02> : tensor<1x112x1x1xf32>
    %cst_9 = arith.constant dense<0.00999999977> : tensor<24xf32>
    %cst_10 = arith.constant dense<2.000000e-02> : tensor<24x3x3x3xf32>
    %cst_11 = arith.constant dense<2.000000e-02> : tensor<1000xf32>
    %cst_12 = arith.constant dense<0.00999999977> : tensor<1x24x1x1xf32>
    %cst_13 = arith.constant dense<0.00999999977> : tensor<1x24x1x1xf32>
    %cst_14 = arith.constant 9.99999974E-6 : f32
    %cst_15 = arith.constant dense<0.00999999977> : tensor<1x24x1x1xf32>
    %cst_16 = arith.constant dense<0.00999999977> : tensor<1x24x1x1xf32>
    %cst_17 = arith.constant dense<2.000000e-02> : tensor<4x28x6x1x1xf32>
    %cst_18 = arith.constant dense<2.000000e-02> : tensor<112x3x3xf32>
    %cst_19 = arith.constant dense<2.000000e-02> : tensor<4x28x28x1x1xf32>
    %cst_20 = arith.constant dense<2.000000e-02> : tensor<4x34x34x1x1xf32>
    %cst_21 = arith.constant dense<2.000000e-02> : tensor<136x3x3xf32>
    %cst_22 = arith.constant dense<2.000000e-02> : tensor<4x68x68x1x1xf32>
    %cst_23 = arith.constant dense<2.000000e-02> : tensor<272x3x3xf32>
    %cst_24 = arith.constant dense<2.000000e-02> : tensor<4x136x136x1x1xf32>
    %cst_25 = arith.constant dense<2.000000e-02> : tensor<544x3x3xf32>
    %cst_26 = arith.constant 4.900000e+01 : f32
    %cst_27 = arith.constant dense<2.000000e-02> : tensor<544x1000xf32>
    %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x3x224x224xf32> to tensor<1x3x226x226xf32>
    %0 = tensor.empty() : tensor<1x24x112x112xf32>
    %broadcasted = linalg.broadcast ins(%cst_9 : tensor<24xf32>) outs(%0 : tensor<1x24x112x112xf32>) dimensions = [0, 2, 3] 
    %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded, %cst_10 : tensor<1x3x226x226xf32>, tensor<24x3x3x3xf32>) outs(%broadcasted : tensor<1x24x112x112xf32>) -> tensor<1x24x112x112xf32>
    %2 = tensor.empty() : tensor<1x24x1x1xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_13 : tensor<1x24x1x1xf32>) outs(%2 : tensor<1x24x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = arith.addf %in, %cst_14 : f32
      linalg.yield %358 : f32
    } -> tensor<1x24x1x1xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3 : tensor<1x24x1x1xf32>) outs(%2 : tensor<1x24x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = math.rsqrt %in : f32
      linalg.yield %358 : f32
    } -> tensor<1x24x1x1xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1, %cst_12 : tensor<1x24x112x112xf32>, tensor<1x24x1x1xf32>) outs(%0 : tensor<1x24x112x112xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.subf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x24x112x112xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%5, %4 : tensor<1x24x112x112xf32>, tensor<1x24x1x1xf32>) outs(%0 : tensor<1x24x112x112xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x24x112x112xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %cst_15 : tensor<1x24x112x112xf32>, tensor<1x24x1x1xf32>) outs(%0 : tensor<1x24x112x112xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x24x112x112xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %cst_16 : tensor<1x24x112x112xf32>, tensor<1x24x1x1xf32>) outs(%0 : tensor<1x24x112x112xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.addf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x24x112x112xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8 : tensor<1x24x112x112xf32>) outs(%0 : tensor<1x24x112x112xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = arith.cmpf ugt, %in, %cst : f32
      %359 = arith.select %358, %in, %cst : f32
      linalg.yield %359 : f32
    } -> tensor<1x24x112x112xf32>
    %padded_28 = tensor.pad %9 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_0 : f32
    } : tensor<1x24x112x112xf32> to tensor<1x24x114x114xf32>
    %10 = tensor.empty() : tensor<1x24x56x56xf32>
    %11 = linalg.fill ins(%cst_0 : f32) outs(%10 : tensor<1x24x56x56xf32>) -> tensor<1x24x56x56xf32>
    %12 = tensor.empty() : tensor<3x3xf32>
    %13 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_28, %12 : tensor<1x24x114x114xf32>, tensor<3x3xf32>) outs(%11 : tensor<1x24x56x56xf32>) -> tensor<1x24x56x56xf32>
    %14 = tensor.empty() : tensor<1x112x56x56xf32>
    %expanded = tensor.expand_shape %13 [[0], [1, 2], [3], [4]] output_shape [1, 4, 6, 56, 56] : tensor<1x24x56x56xf32> into tensor<1x4x6x56x56xf32>
    %expanded_29 = tensor.expand_shape %14 [[0], [1, 2], [3], [4]] output_shape [1, 4, 28, 56, 56] : tensor<1x112x56x56xf32> into tensor<1x4x28x56x56xf32>
    %15 = linalg.fill ins(%cst : f32) outs(%expanded_29 : tensor<1x4x28x56x56xf32>) -> tensor<1x4x28x56x56xf32>
    %16 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded, %cst_17 : tensor<1x4x6x56x56xf32>, tensor<4x28x6x1x1xf32>) outs(%15 : tensor<1x4x28x56x56xf32>) -> tensor<1x4x28x56x56xf32>
    %collapsed = tensor.collapse_shape %16 [[0], [1, 2], [3], [4]] : tensor<1x4x28x56x56xf32> into tensor<1x112x56x56xf32>
    %17 = tensor.empty() : tensor<1x112x1x1xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_7 : tensor<1x112x1x1xf32>) outs(%17 : tensor<1x112x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = math.rsqrt %in : f32
      linalg.yield %358 : f32
    } -> tensor<1x112x1x1xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed, %cst_8 : tensor<1x112x56x56xf32>, tensor<1x112x1x1xf32>) outs(%14 : tensor<1x112x56x56xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.subf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x112x56x56xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19, %18 : tensor<1x112x56x56xf32>, tensor<1x112x1x1xf32>) outs(%14 : tensor<1x112x56x56xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x112x56x56xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %cst_8 : tensor<1x112x56x56xf32>, tensor<1x112x1x1xf32>) outs(%14 : tensor<1x112x56x56xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x112x56x56xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21, %cst_8 : tensor<1x112x56x56xf32>, tensor<1x112x1x1xf32>) outs(%14 : tensor<1x112x56x56xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.addf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x112x56x56xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22 : tensor<1x112x56x56xf32>) outs(%14 : tensor<1x112x56x56xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = arith.cmpf ugt, %in, %cst : f32
      %359 = arith.select %358, %in, %cst : f32
      linalg.yield %359 : f32
    } -> tensor<1x112x56x56xf32>
    %expanded_30 = tensor.expand_shape %23 [[0], [1, 2], [3], [4]] output_shape [1, 4, 28, 56, 56] : tensor<1x112x56x56xf32> into tensor<1x4x28x56x56xf32>
    %24 = tensor.empty() : tensor<1x28x4x56x56xf32>
    %transposed = linalg.transpose ins(%expanded_30 : tensor<1x4x28x56x56xf32>) outs(%24 : tensor<1x28x4x56x56xf32>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_31 = tensor.collapse_shape %transposed [[0], [1, 2], [3], [4]] : tensor<1x28x4x56x56xf32> into tensor<1x112x56x56xf32>
    %padded_32 = tensor.pad %collapsed_31 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x112x56x56xf32> to tensor<1x112x58x58xf32>
    %25 = tensor.empty() : tensor<1x112x28x28xf32>
    %26 = linalg.fill ins(%cst : f32) outs(%25 : tensor<1x112x28x28xf32>) -> tensor<1x112x28x28xf32>
    %27 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_32, %cst_18 : tensor<1x112x58x58xf32>, tensor<112x3x3xf32>) outs(%26 : tensor<1x112x28x28xf32>) -> tensor<1x112x28x28xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27, %cst_8 : tensor<1x112x28x28xf32>, tensor<1x112x1x1xf32>) outs(%25 : tensor<1x112x28x28xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.subf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x112x28x28xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28, %18 : tensor<1x112x28x28xf32>, tensor<1x112x1x1xf32>) outs(%25 : tensor<1x112x28x28xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x112x28x28xf32>
    %30 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%29, %cst_8 : tensor<1x112x28x28xf32>, tensor<1x112x1x1xf32>) outs(%25 : tensor<1x112x28x28xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x112x28x28xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30, %cst_8 : tensor<1x112x28x28xf32>, tensor<1x112x1x1xf32>) outs(%25 : tensor<1x112x28x28xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.addf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x112x28x28xf32>
    %expanded_33 = tensor.expand_shape %31 [[0], [1, 2], [3], [4]] output_shape [1, 4, 28, 28, 28] : tensor<1x112x28x28xf32> into tensor<1x4x28x28x28xf32>
    %expanded_34 = tensor.expand_shape %25 [[0], [1, 2], [3], [4]] output_shape [1, 4, 28, 28, 28] : tensor<1x112x28x28xf32> into tensor<1x4x28x28x28xf32>
    %32 = linalg.fill ins(%cst : f32) outs(%expanded_34 : tensor<1x4x28x28x28xf32>) -> tensor<1x4x28x28x28xf32>
    %33 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_33, %cst_19 : tensor<1x4x28x28x28xf32>, tensor<4x28x28x1x1xf32>) outs(%32 : tensor<1x4x28x28x28xf32>) -> tensor<1x4x28x28x28xf32>
    %collapsed_35 = tensor.collapse_shape %33 [[0], [1, 2], [3], [4]] : tensor<1x4x28x28x28xf32> into tensor<1x112x28x28xf32>
    %34 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_35, %cst_8 : tensor<1x112x28x28xf32>, tensor<1x112x1x1xf32>) outs(%25 : tensor<1x112x28x28xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.subf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x112x28x28xf32>
    %35 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%34, %18 : tensor<1x112x28x28xf32>, tensor<1x112x1x1xf32>) outs(%25 : tensor<1x112x28x28xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x112x28x28xf32>
    %36 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%35, %cst_8 : tensor<1x112x28x28xf32>, tensor<1x112x1x1xf32>) outs(%25 : tensor<1x112x28x28xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x112x28x28xf32>
    %37 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36, %cst_8 : tensor<1x112x28x28xf32>, tensor<1x112x1x1xf32>) outs(%25 : tensor<1x112x28x28xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.addf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x112x28x28xf32>
    %padded_36 = tensor.pad %13 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x24x56x56xf32> to tensor<1x24x58x58xf32>
    %38 = tensor.empty() : tensor<1x24x28x28xf32>
    %39 = linalg.fill ins(%cst : f32) outs(%38 : tensor<1x24x28x28xf32>) -> tensor<1x24x28x28xf32>
    %40 = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_36, %12 : tensor<1x24x58x58xf32>, tensor<3x3xf32>) outs(%39 : tensor<1x24x28x28xf32>) -> tensor<1x24x28x28xf32>
    %41 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40 : tensor<1x24x28x28xf32>) outs(%38 : tensor<1x24x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = linalg.index 2 : index
      %359 = arith.index_cast %358 : index to i64
      %360 = arith.muli %359, %c2_i64 : i64
      %361 = arith.subi %360, %c1_i64 : i64
      %362 = arith.addi %360, %c2_i64 : i64
      %363 = arith.minsi %362, %c57_i64 : i64
      %364 = arith.minsi %363, %c56_i64 : i64
      %365 = arith.subi %c1_i64, %360 : i64
      %366 = arith.maxsi %365, %c0_i64 : i64
      %367 = arith.subi %364, %361 : i64
      %368 = arith.subi %367, %366 : i64
      %369 = arith.maxsi %368, %c0_i64 : i64
      %370 = linalg.index 3 : index
      %371 = arith.index_cast %370 : index to i64
      %372 = arith.muli %371, %c2_i64 : i64
      %373 = arith.subi %372, %c1_i64 : i64
      %374 = arith.addi %372, %c2_i64 : i64
      %375 = arith.minsi %374, %c57_i64 : i64
      %376 = arith.minsi %375, %c56_i64 : i64
      %377 = arith.subi %c1_i64, %372 : i64
      %378 = arith.maxsi %377, %c0_i64 : i64
      %379 = arith.subi %376, %373 : i64
      %380 = arith.subi %379, %378 : i64
      %381 = arith.maxsi %380, %c0_i64 : i64
      %382 = arith.muli %369, %381 : i64
      %383 = arith.sitofp %382 : i64 to f32
      %384 = arith.divf %in, %383 : f32
      linalg.yield %384 : f32
    } -> tensor<1x24x28x28xf32>
    %concat = tensor.concat dim(1) %37, %41 : (tensor<1x112x28x28xf32>, tensor<1x24x28x28xf32>) -> tensor<1x136x28x28xf32>
    %42 = tensor.empty() : tensor<1x136x28x28xf32>
    %43 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat : tensor<1x136x28x28xf32>) outs(%42 : tensor<1x136x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = arith.cmpf ugt, %in, %cst : f32
      %359 = arith.select %358, %in, %cst : f32
      linalg.yield %359 : f32
    } -> tensor<1x136x28x28xf32>
    %expanded_37 = tensor.expand_shape %43 [[0], [1, 2], [3], [4]] output_shape [1, 4, 34, 28, 28] : tensor<1x136x28x28xf32> into tensor<1x4x34x28x28xf32>
    %expanded_38 = tensor.expand_shape %42 [[0], [1, 2], [3], [4]] output_shape [1, 4, 34, 28, 28] : tensor<1x136x28x28xf32> into tensor<1x4x34x28x28xf32>
    %44 = linalg.fill ins(%cst : f32) outs(%expanded_38 : tensor<1x4x34x28x28xf32>) -> tensor<1x4x34x28x28xf32>
    %45 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_37, %cst_20 : tensor<1x4x34x28x28xf32>, tensor<4x34x34x1x1xf32>) outs(%44 : tensor<1x4x34x28x28xf32>) -> tensor<1x4x34x28x28xf32>
    %collapsed_39 = tensor.collapse_shape %45 [[0], [1, 2], [3], [4]] : tensor<1x4x34x28x28xf32> into tensor<1x136x28x28xf32>
    %46 = tensor.empty() : tensor<1x136x1x1xf32>
    %47 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_5 : tensor<1x136x1x1xf32>) outs(%46 : tensor<1x136x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = math.rsqrt %in : f32
      linalg.yield %358 : f32
    } -> tensor<1x136x1x1xf32>
    %48 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_39, %cst_6 : tensor<1x136x28x28xf32>, tensor<1x136x1x1xf32>) outs(%42 : tensor<1x136x28x28xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.subf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x136x28x28xf32>
    %49 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48, %47 : tensor<1x136x28x28xf32>, tensor<1x136x1x1xf32>) outs(%42 : tensor<1x136x28x28xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x136x28x28xf32>
    %50 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49, %cst_6 : tensor<1x136x28x28xf32>, tensor<1x136x1x1xf32>) outs(%42 : tensor<1x136x28x28xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x136x28x28xf32>
    %51 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50, %cst_6 : tensor<1x136x28x28xf32>, tensor<1x136x1x1xf32>) outs(%42 : tensor<1x136x28x28xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.addf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x136x28x28xf32>
    %52 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51 : tensor<1x136x28x28xf32>) outs(%42 : tensor<1x136x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = arith.cmpf ugt, %in, %cst : f32
      %359 = arith.select %358, %in, %cst : f32
      linalg.yield %359 : f32
    } -> tensor<1x136x28x28xf32>
    %expanded_40 = tensor.expand_shape %52 [[0], [1, 2], [3], [4]] output_shape [1, 4, 34, 28, 28] : tensor<1x136x28x28xf32> into tensor<1x4x34x28x28xf32>
    %53 = tensor.empty() : tensor<1x34x4x28x28xf32>
    %transposed_41 = linalg.transpose ins(%expanded_40 : tensor<1x4x34x28x28xf32>) outs(%53 : tensor<1x34x4x28x28xf32>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_42 = tensor.collapse_shape %transposed_41 [[0], [1, 2], [3], [4]] : tensor<1x34x4x28x28xf32> into tensor<1x136x28x28xf32>
    %padded_43 = tensor.pad %collapsed_42 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x136x28x28xf32> to tensor<1x136x30x30xf32>
    %54 = linalg.fill ins(%cst : f32) outs(%42 : tensor<1x136x28x28xf32>) -> tensor<1x136x28x28xf32>
    %55 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_43, %cst_21 : tensor<1x136x30x30xf32>, tensor<136x3x3xf32>) outs(%54 : tensor<1x136x28x28xf32>) -> tensor<1x136x28x28xf32>
    %56 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55, %cst_6 : tensor<1x136x28x28xf32>, tensor<1x136x1x1xf32>) outs(%42 : tensor<1x136x28x28xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.subf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x136x28x28xf32>
    %57 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %47 : tensor<1x136x28x28xf32>, tensor<1x136x1x1xf32>) outs(%42 : tensor<1x136x28x28xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x136x28x28xf32>
    %58 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %cst_6 : tensor<1x136x28x28xf32>, tensor<1x136x1x1xf32>) outs(%42 : tensor<1x136x28x28xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x136x28x28xf32>
    %59 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58, %cst_6 : tensor<1x136x28x28xf32>, tensor<1x136x1x1xf32>) outs(%42 : tensor<1x136x28x28xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.addf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x136x28x28xf32>
    %expanded_44 = tensor.expand_shape %59 [[0], [1, 2], [3], [4]] output_shape [1, 4, 34, 28, 28] : tensor<1x136x28x28xf32> into tensor<1x4x34x28x28xf32>
    %60 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_44, %cst_20 : tensor<1x4x34x28x28xf32>, tensor<4x34x34x1x1xf32>) outs(%44 : tensor<1x4x34x28x28xf32>) -> tensor<1x4x34x28x28xf32>
    %collapsed_45 = tensor.collapse_shape %60 [[0], [1, 2], [3], [4]] : tensor<1x4x34x28x28xf32> into tensor<1x136x28x28xf32>
    %61 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_45, %cst_6 : tensor<1x136x28x28xf32>, tensor<1x136x1x1xf32>) outs(%42 : tensor<1x136x28x28xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.subf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x136x28x28xf32>
    %62 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61, %47 : tensor<1x136x28x28xf32>, tensor<1x136x1x1xf32>) outs(%42 : tensor<1x136x28x28xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x136x28x28xf32>
    %63 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62, %cst_6 : tensor<1x136x28x28xf32>, tensor<1x136x1x1xf32>) outs(%42 : tensor<1x136x28x28xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x136x28x28xf32>
    %64 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63, %cst_6 : tensor<1x136x28x28xf32>, tensor<1x136x1x1xf32>) outs(%42 : tensor<1x136x28x28xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.addf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x136x28x28xf32>
    %65 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %43 : tensor<1x136x28x28xf32>, tensor<1x136x28x28xf32>) outs(%42 : tensor<1x136x28x28xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.addf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x136x28x28xf32>
    %66 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65 : tensor<1x136x28x28xf32>) outs(%42 : tensor<1x136x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = arith.cmpf ugt, %in, %cst : f32
      %359 = arith.select %358, %in, %cst : f32
      linalg.yield %359 : f32
    } -> tensor<1x136x28x28xf32>
    %expanded_46 = tensor.expand_shape %66 [[0], [1, 2], [3], [4]] output_shape [1, 4, 34, 28, 28] : tensor<1x136x28x28xf32> into tensor<1x4x34x28x28xf32>
    %67 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_46, %cst_20 : tensor<1x4x34x28x28xf32>, tensor<4x34x34x1x1xf32>) outs(%44 : tensor<1x4x34x28x28xf32>) -> tensor<1x4x34x28x28xf32>
    %collapsed_47 = tensor.collapse_shape %67 [[0], [1, 2], [3], [4]] : tensor<1x4x34x28x28xf32> into tensor<1x136x28x28xf32>
    %68 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_47, %cst_6 : tensor<1x136x28x28xf32>, tensor<1x136x1x1xf32>) outs(%42 : tensor<1x136x28x28xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.subf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x136x28x28xf32>
    %69 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68, %47 : tensor<1x136x28x28xf32>, tensor<1x136x1x1xf32>) outs(%42 : tensor<1x136x28x28xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x136x28x28xf32>
    %70 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69, %cst_6 : tensor<1x136x28x28xf32>, tensor<1x136x1x1xf32>) outs(%42 : tensor<1x136x28x28xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x136x28x28xf32>
    %71 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70, %cst_6 : tensor<1x136x28x28xf32>, tensor<1x136x1x1xf32>) outs(%42 : tensor<1x136x28x28xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.addf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x136x28x28xf32>
    %72 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71 : tensor<1x136x28x28xf32>) outs(%42 : tensor<1x136x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = arith.cmpf ugt, %in, %cst : f32
      %359 = arith.select %358, %in, %cst : f32
      linalg.yield %359 : f32
    } -> tensor<1x136x28x28xf32>
    %expanded_48 = tensor.expand_shape %72 [[0], [1, 2], [3], [4]] output_shape [1, 4, 34, 28, 28] : tensor<1x136x28x28xf32> into tensor<1x4x34x28x28xf32>
    %transposed_49 = linalg.transpose ins(%expanded_48 : tensor<1x4x34x28x28xf32>) outs(%53 : tensor<1x34x4x28x28xf32>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_50 = tensor.collapse_shape %transposed_49 [[0], [1, 2], [3], [4]] : tensor<1x34x4x28x28xf32> into tensor<1x136x28x28xf32>
    %padded_51 = tensor.pad %collapsed_50 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x136x28x28xf32> to tensor<1x136x30x30xf32>
    %73 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_51, %cst_21 : tensor<1x136x30x30xf32>, tensor<136x3x3xf32>) outs(%54 : tensor<1x136x28x28xf32>) -> tensor<1x136x28x28xf32>
    %74 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73, %cst_6 : tensor<1x136x28x28xf32>, tensor<1x136x1x1xf32>) outs(%42 : tensor<1x136x28x28xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.subf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x136x28x28xf32>
    %75 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74, %47 : tensor<1x136x28x28xf32>, tensor<1x136x1x1xf32>) outs(%42 : tensor<1x136x28x28xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x136x28x28xf32>
    %76 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75, %cst_6 : tensor<1x136x28x28xf32>, tensor<1x136x1x1xf32>) outs(%42 : tensor<1x136x28x28xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x136x28x28xf32>
    %77 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%76, %cst_6 : tensor<1x136x28x28xf32>, tensor<1x136x1x1xf32>) outs(%42 : tensor<1x136x28x28xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.addf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x136x28x28xf32>
    %expanded_52 = tensor.expand_shape %77 [[0], [1, 2], [3], [4]] output_shape [1, 4, 34, 28, 28] : tensor<1x136x28x28xf32> into tensor<1x4x34x28x28xf32>
    %78 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_52, %cst_20 : tensor<1x4x34x28x28xf32>, tensor<4x34x34x1x1xf32>) outs(%44 : tensor<1x4x34x28x28xf32>) -> tensor<1x4x34x28x28xf32>
    %collapsed_53 = tensor.collapse_shape %78 [[0], [1, 2], [3], [4]] : tensor<1x4x34x28x28xf32> into tensor<1x136x28x28xf32>
    %79 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_53, %cst_6 : tensor<1x136x28x28xf32>, tensor<1x136x1x1xf32>) outs(%42 : tensor<1x136x28x28xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.subf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x136x28x28xf32>
    %80 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79, %47 : tensor<1x136x28x28xf32>, tensor<1x136x1x1xf32>) outs(%42 : tensor<1x136x28x28xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x136x28x28xf32>
    %81 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%80, %cst_6 : tensor<1x136x28x28xf32>, tensor<1x136x1x1xf32>) outs(%42 : tensor<1x136x28x28xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x136x28x28xf32>
    %82 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%81, %cst_6 : tensor<1x136x28x28xf32>, tensor<1x136x1x1xf32>) outs(%42 : tensor<1x136x28x28xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.addf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x136x28x28xf32>
    %83 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%82, %66 : tensor<1x136x28x28xf32>, tensor<1x136x28x28xf32>) outs(%42 : tensor<1x136x28x28xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.addf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x136x28x28xf32>
    %84 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83 : tensor<1x136x28x28xf32>) outs(%42 : tensor<1x136x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = arith.cmpf ugt, %in, %cst : f32
      %359 = arith.select %358, %in, %cst : f32
      linalg.yield %359 : f32
    } -> tensor<1x136x28x28xf32>
    %expanded_54 = tensor.expand_shape %84 [[0], [1, 2], [3], [4]] output_shape [1, 4, 34, 28, 28] : tensor<1x136x28x28xf32> into tensor<1x4x34x28x28xf32>
    %85 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_54, %cst_20 : tensor<1x4x34x28x28xf32>, tensor<4x34x34x1x1xf32>) outs(%44 : tensor<1x4x34x28x28xf32>) -> tensor<1x4x34x28x28xf32>
    %collapsed_55 = tensor.collapse_shape %85 [[0], [1, 2], [3], [4]] : tensor<1x4x34x28x28xf32> into tensor<1x136x28x28xf32>
    %86 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_55, %cst_6 : tensor<1x136x28x28xf32>, tensor<1x136x1x1xf32>) outs(%42 : tensor<1x136x28x28xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.subf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x136x28x28xf32>
    %87 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%86, %47 : tensor<1x136x28x28xf32>, tensor<1x136x1x1xf32>) outs(%42 : tensor<1x136x28x28xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x136x28x28xf32>
    %88 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%87, %cst_6 : tensor<1x136x28x28xf32>, tensor<1x136x1x1xf32>) outs(%42 : tensor<1x136x28x28xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x136x28x28xf32>
    %89 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%88, %cst_6 : tensor<1x136x28x28xf32>, tensor<1x136x1x1xf32>) outs(%42 : tensor<1x136x28x28xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.addf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x136x28x28xf32>
    %90 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%89 : tensor<1x136x28x28xf32>) outs(%42 : tensor<1x136x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = arith.cmpf ugt, %in, %cst : f32
      %359 = arith.select %358, %in, %cst : f32
      linalg.yield %359 : f32
    } -> tensor<1x136x28x28xf32>
    %expanded_56 = tensor.expand_shape %90 [[0], [1, 2], [3], [4]] output_shape [1, 4, 34, 28, 28] : tensor<1x136x28x28xf32> into tensor<1x4x34x28x28xf32>
    %transposed_57 = linalg.transpose ins(%expanded_56 : tensor<1x4x34x28x28xf32>) outs(%53 : tensor<1x34x4x28x28xf32>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_58 = tensor.collapse_shape %transposed_57 [[0], [1, 2], [3], [4]] : tensor<1x34x4x28x28xf32> into tensor<1x136x28x28xf32>
    %padded_59 = tensor.pad %collapsed_58 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x136x28x28xf32> to tensor<1x136x30x30xf32>
    %91 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_59, %cst_21 : tensor<1x136x30x30xf32>, tensor<136x3x3xf32>) outs(%54 : tensor<1x136x28x28xf32>) -> tensor<1x136x28x28xf32>
    %92 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%91, %cst_6 : tensor<1x136x28x28xf32>, tensor<1x136x1x1xf32>) outs(%42 : tensor<1x136x28x28xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.subf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x136x28x28xf32>
    %93 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92, %47 : tensor<1x136x28x28xf32>, tensor<1x136x1x1xf32>) outs(%42 : tensor<1x136x28x28xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x136x28x28xf32>
    %94 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%93, %cst_6 : tensor<1x136x28x28xf32>, tensor<1x136x1x1xf32>) outs(%42 : tensor<1x136x28x28xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x136x28x28xf32>
    %95 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%94, %cst_6 : tensor<1x136x28x28xf32>, tensor<1x136x1x1xf32>) outs(%42 : tensor<1x136x28x28xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.addf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x136x28x28xf32>
    %expanded_60 = tensor.expand_shape %95 [[0], [1, 2], [3], [4]] output_shape [1, 4, 34, 28, 28] : tensor<1x136x28x28xf32> into tensor<1x4x34x28x28xf32>
    %96 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_60, %cst_20 : tensor<1x4x34x28x28xf32>, tensor<4x34x34x1x1xf32>) outs(%44 : tensor<1x4x34x28x28xf32>) -> tensor<1x4x34x28x28xf32>
    %collapsed_61 = tensor.collapse_shape %96 [[0], [1, 2], [3], [4]] : tensor<1x4x34x28x28xf32> into tensor<1x136x28x28xf32>
    %97 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_61, %cst_6 : tensor<1x136x28x28xf32>, tensor<1x136x1x1xf32>) outs(%42 : tensor<1x136x28x28xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.subf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x136x28x28xf32>
    %98 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%97, %47 : tensor<1x136x28x28xf32>, tensor<1x136x1x1xf32>) outs(%42 : tensor<1x136x28x28xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x136x28x28xf32>
    %99 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%98, %cst_6 : tensor<1x136x28x28xf32>, tensor<1x136x1x1xf32>) outs(%42 : tensor<1x136x28x28xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x136x28x28xf32>
    %100 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%99, %cst_6 : tensor<1x136x28x28xf32>, tensor<1x136x1x1xf32>) outs(%42 : tensor<1x136x28x28xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.addf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x136x28x28xf32>
    %101 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%100, %84 : tensor<1x136x28x28xf32>, tensor<1x136x28x28xf32>) outs(%42 : tensor<1x136x28x28xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.addf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x136x28x28xf32>
    %102 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%101 : tensor<1x136x28x28xf32>) outs(%42 : tensor<1x136x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = arith.cmpf ugt, %in, %cst : f32
      %359 = arith.select %358, %in, %cst : f32
      linalg.yield %359 : f32
    } -> tensor<1x136x28x28xf32>
    %expanded_62 = tensor.expand_shape %102 [[0], [1, 2], [3], [4]] output_shape [1, 4, 34, 28, 28] : tensor<1x136x28x28xf32> into tensor<1x4x34x28x28xf32>
    %103 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_62, %cst_20 : tensor<1x4x34x28x28xf32>, tensor<4x34x34x1x1xf32>) outs(%44 : tensor<1x4x34x28x28xf32>) -> tensor<1x4x34x28x28xf32>
    %collapsed_63 = tensor.collapse_shape %103 [[0], [1, 2], [3], [4]] : tensor<1x4x34x28x28xf32> into tensor<1x136x28x28xf32>
    %104 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_63, %cst_6 : tensor<1x136x28x28xf32>, tensor<1x136x1x1xf32>) outs(%42 : tensor<1x136x28x28xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.subf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x136x28x28xf32>
    %105 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%104, %47 : tensor<1x136x28x28xf32>, tensor<1x136x1x1xf32>) outs(%42 : tensor<1x136x28x28xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x136x28x28xf32>
    %106 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%105, %cst_6 : tensor<1x136x28x28xf32>, tensor<1x136x1x1xf32>) outs(%42 : tensor<1x136x28x28xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x136x28x28xf32>
    %107 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%106, %cst_6 : tensor<1x136x28x28xf32>, tensor<1x136x1x1xf32>) outs(%42 : tensor<1x136x28x28xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.addf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x136x28x28xf32>
    %108 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%107 : tensor<1x136x28x28xf32>) outs(%42 : tensor<1x136x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = arith.cmpf ugt, %in, %cst : f32
      %359 = arith.select %358, %in, %cst : f32
      linalg.yield %359 : f32
    } -> tensor<1x136x28x28xf32>
    %expanded_64 = tensor.expand_shape %108 [[0], [1, 2], [3], [4]] output_shape [1, 4, 34, 28, 28] : tensor<1x136x28x28xf32> into tensor<1x4x34x28x28xf32>
    %transposed_65 = linalg.transpose ins(%expanded_64 : tensor<1x4x34x28x28xf32>) outs(%53 : tensor<1x34x4x28x28xf32>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_66 = tensor.collapse_shape %transposed_65 [[0], [1, 2], [3], [4]] : tensor<1x34x4x28x28xf32> into tensor<1x136x28x28xf32>
    %padded_67 = tensor.pad %collapsed_66 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x136x28x28xf32> to tensor<1x136x30x30xf32>
    %109 = tensor.empty() : tensor<1x136x14x14xf32>
    %110 = linalg.fill ins(%cst : f32) outs(%109 : tensor<1x136x14x14xf32>) -> tensor<1x136x14x14xf32>
    %111 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_67, %cst_21 : tensor<1x136x30x30xf32>, tensor<136x3x3xf32>) outs(%110 : tensor<1x136x14x14xf32>) -> tensor<1x136x14x14xf32>
    %112 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%111, %cst_6 : tensor<1x136x14x14xf32>, tensor<1x136x1x1xf32>) outs(%109 : tensor<1x136x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.subf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x136x14x14xf32>
    %113 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%112, %47 : tensor<1x136x14x14xf32>, tensor<1x136x1x1xf32>) outs(%109 : tensor<1x136x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x136x14x14xf32>
    %114 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%113, %cst_6 : tensor<1x136x14x14xf32>, tensor<1x136x1x1xf32>) outs(%109 : tensor<1x136x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x136x14x14xf32>
    %115 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%114, %cst_6 : tensor<1x136x14x14xf32>, tensor<1x136x1x1xf32>) outs(%109 : tensor<1x136x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.addf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x136x14x14xf32>
    %expanded_68 = tensor.expand_shape %115 [[0], [1, 2], [3], [4]] output_shape [1, 4, 34, 14, 14] : tensor<1x136x14x14xf32> into tensor<1x4x34x14x14xf32>
    %expanded_69 = tensor.expand_shape %109 [[0], [1, 2], [3], [4]] output_shape [1, 4, 34, 14, 14] : tensor<1x136x14x14xf32> into tensor<1x4x34x14x14xf32>
    %116 = linalg.fill ins(%cst : f32) outs(%expanded_69 : tensor<1x4x34x14x14xf32>) -> tensor<1x4x34x14x14xf32>
    %117 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_68, %cst_20 : tensor<1x4x34x14x14xf32>, tensor<4x34x34x1x1xf32>) outs(%116 : tensor<1x4x34x14x14xf32>) -> tensor<1x4x34x14x14xf32>
    %collapsed_70 = tensor.collapse_shape %117 [[0], [1, 2], [3], [4]] : tensor<1x4x34x14x14xf32> into tensor<1x136x14x14xf32>
    %118 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_70, %cst_6 : tensor<1x136x14x14xf32>, tensor<1x136x1x1xf32>) outs(%109 : tensor<1x136x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.subf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x136x14x14xf32>
    %119 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%118, %47 : tensor<1x136x14x14xf32>, tensor<1x136x1x1xf32>) outs(%109 : tensor<1x136x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x136x14x14xf32>
    %120 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119, %cst_6 : tensor<1x136x14x14xf32>, tensor<1x136x1x1xf32>) outs(%109 : tensor<1x136x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x136x14x14xf32>
    %121 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120, %cst_6 : tensor<1x136x14x14xf32>, tensor<1x136x1x1xf32>) outs(%109 : tensor<1x136x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.addf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x136x14x14xf32>
    %padded_71 = tensor.pad %102 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x136x28x28xf32> to tensor<1x136x30x30xf32>
    %122 = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_71, %12 : tensor<1x136x30x30xf32>, tensor<3x3xf32>) outs(%110 : tensor<1x136x14x14xf32>) -> tensor<1x136x14x14xf32>
    %123 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122 : tensor<1x136x14x14xf32>) outs(%109 : tensor<1x136x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = linalg.index 2 : index
      %359 = arith.index_cast %358 : index to i64
      %360 = arith.muli %359, %c2_i64 : i64
      %361 = arith.subi %360, %c1_i64 : i64
      %362 = arith.addi %360, %c2_i64 : i64
      %363 = arith.minsi %362, %c29_i64 : i64
      %364 = arith.minsi %363, %c28_i64 : i64
      %365 = arith.subi %c1_i64, %360 : i64
      %366 = arith.maxsi %365, %c0_i64 : i64
      %367 = arith.subi %364, %361 : i64
      %368 = arith.subi %367, %366 : i64
      %369 = arith.maxsi %368, %c0_i64 : i64
      %370 = linalg.index 3 : index
      %371 = arith.index_cast %370 : index to i64
      %372 = arith.muli %371, %c2_i64 : i64
      %373 = arith.subi %372, %c1_i64 : i64
      %374 = arith.addi %372, %c2_i64 : i64
      %375 = arith.minsi %374, %c29_i64 : i64
      %376 = arith.minsi %375, %c28_i64 : i64
      %377 = arith.subi %c1_i64, %372 : i64
      %378 = arith.maxsi %377, %c0_i64 : i64
      %379 = arith.subi %376, %373 : i64
      %380 = arith.subi %379, %378 : i64
      %381 = arith.maxsi %380, %c0_i64 : i64
      %382 = arith.muli %369, %381 : i64
      %383 = arith.sitofp %382 : i64 to f32
      %384 = arith.divf %in, %383 : f32
      linalg.yield %384 : f32
    } -> tensor<1x136x14x14xf32>
    %concat_72 = tensor.concat dim(1) %121, %123 : (tensor<1x136x14x14xf32>, tensor<1x136x14x14xf32>) -> tensor<1x272x14x14xf32>
    %124 = tensor.empty() : tensor<1x272x14x14xf32>
    %125 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_72 : tensor<1x272x14x14xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = arith.cmpf ugt, %in, %cst : f32
      %359 = arith.select %358, %in, %cst : f32
      linalg.yield %359 : f32
    } -> tensor<1x272x14x14xf32>
    %expanded_73 = tensor.expand_shape %125 [[0], [1, 2], [3], [4]] output_shape [1, 4, 68, 14, 14] : tensor<1x272x14x14xf32> into tensor<1x4x68x14x14xf32>
    %expanded_74 = tensor.expand_shape %124 [[0], [1, 2], [3], [4]] output_shape [1, 4, 68, 14, 14] : tensor<1x272x14x14xf32> into tensor<1x4x68x14x14xf32>
    %126 = linalg.fill ins(%cst : f32) outs(%expanded_74 : tensor<1x4x68x14x14xf32>) -> tensor<1x4x68x14x14xf32>
    %127 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_73, %cst_22 : tensor<1x4x68x14x14xf32>, tensor<4x68x68x1x1xf32>) outs(%126 : tensor<1x4x68x14x14xf32>) -> tensor<1x4x68x14x14xf32>
    %collapsed_75 = tensor.collapse_shape %127 [[0], [1, 2], [3], [4]] : tensor<1x4x68x14x14xf32> into tensor<1x272x14x14xf32>
    %128 = tensor.empty() : tensor<1x272x1x1xf32>
    %129 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_3 : tensor<1x272x1x1xf32>) outs(%128 : tensor<1x272x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = math.rsqrt %in : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x1x1xf32>
    %130 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_75, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.subf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %131 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%130, %129 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %132 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%131, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %133 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%132, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.addf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %134 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%133 : tensor<1x272x14x14xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = arith.cmpf ugt, %in, %cst : f32
      %359 = arith.select %358, %in, %cst : f32
      linalg.yield %359 : f32
    } -> tensor<1x272x14x14xf32>
    %expanded_76 = tensor.expand_shape %134 [[0], [1, 2], [3], [4]] output_shape [1, 4, 68, 14, 14] : tensor<1x272x14x14xf32> into tensor<1x4x68x14x14xf32>
    %135 = tensor.empty() : tensor<1x68x4x14x14xf32>
    %transposed_77 = linalg.transpose ins(%expanded_76 : tensor<1x4x68x14x14xf32>) outs(%135 : tensor<1x68x4x14x14xf32>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_78 = tensor.collapse_shape %transposed_77 [[0], [1, 2], [3], [4]] : tensor<1x68x4x14x14xf32> into tensor<1x272x14x14xf32>
    %padded_79 = tensor.pad %collapsed_78 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x272x14x14xf32> to tensor<1x272x16x16xf32>
    %136 = linalg.fill ins(%cst : f32) outs(%124 : tensor<1x272x14x14xf32>) -> tensor<1x272x14x14xf32>
    %137 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_79, %cst_23 : tensor<1x272x16x16xf32>, tensor<272x3x3xf32>) outs(%136 : tensor<1x272x14x14xf32>) -> tensor<1x272x14x14xf32>
    %138 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%137, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.subf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %139 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%138, %129 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %140 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%139, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %141 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%140, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.addf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %expanded_80 = tensor.expand_shape %141 [[0], [1, 2], [3], [4]] output_shape [1, 4, 68, 14, 14] : tensor<1x272x14x14xf32> into tensor<1x4x68x14x14xf32>
    %142 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_80, %cst_22 : tensor<1x4x68x14x14xf32>, tensor<4x68x68x1x1xf32>) outs(%126 : tensor<1x4x68x14x14xf32>) -> tensor<1x4x68x14x14xf32>
    %collapsed_81 = tensor.collapse_shape %142 [[0], [1, 2], [3], [4]] : tensor<1x4x68x14x14xf32> into tensor<1x272x14x14xf32>
    %143 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_81, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.subf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %144 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%143, %129 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %145 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%144, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %146 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%145, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.addf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %147 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%146, %125 : tensor<1x272x14x14xf32>, tensor<1x272x14x14xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.addf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %148 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%147 : tensor<1x272x14x14xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = arith.cmpf ugt, %in, %cst : f32
      %359 = arith.select %358, %in, %cst : f32
      linalg.yield %359 : f32
    } -> tensor<1x272x14x14xf32>
    %expanded_82 = tensor.expand_shape %148 [[0], [1, 2], [3], [4]] output_shape [1, 4, 68, 14, 14] : tensor<1x272x14x14xf32> into tensor<1x4x68x14x14xf32>
    %149 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_82, %cst_22 : tensor<1x4x68x14x14xf32>, tensor<4x68x68x1x1xf32>) outs(%126 : tensor<1x4x68x14x14xf32>) -> tensor<1x4x68x14x14xf32>
    %collapsed_83 = tensor.collapse_shape %149 [[0], [1, 2], [3], [4]] : tensor<1x4x68x14x14xf32> into tensor<1x272x14x14xf32>
    %150 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_83, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.subf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %151 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%150, %129 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %152 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%151, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %153 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%152, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.addf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %154 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%153 : tensor<1x272x14x14xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = arith.cmpf ugt, %in, %cst : f32
      %359 = arith.select %358, %in, %cst : f32
      linalg.yield %359 : f32
    } -> tensor<1x272x14x14xf32>
    %expanded_84 = tensor.expand_shape %154 [[0], [1, 2], [3], [4]] output_shape [1, 4, 68, 14, 14] : tensor<1x272x14x14xf32> into tensor<1x4x68x14x14xf32>
    %transposed_85 = linalg.transpose ins(%expanded_84 : tensor<1x4x68x14x14xf32>) outs(%135 : tensor<1x68x4x14x14xf32>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_86 = tensor.collapse_shape %transposed_85 [[0], [1, 2], [3], [4]] : tensor<1x68x4x14x14xf32> into tensor<1x272x14x14xf32>
    %padded_87 = tensor.pad %collapsed_86 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x272x14x14xf32> to tensor<1x272x16x16xf32>
    %155 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_87, %cst_23 : tensor<1x272x16x16xf32>, tensor<272x3x3xf32>) outs(%136 : tensor<1x272x14x14xf32>) -> tensor<1x272x14x14xf32>
    %156 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%155, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.subf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %157 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%156, %129 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %158 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%157, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %159 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%158, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.addf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %expanded_88 = tensor.expand_shape %159 [[0], [1, 2], [3], [4]] output_shape [1, 4, 68, 14, 14] : tensor<1x272x14x14xf32> into tensor<1x4x68x14x14xf32>
    %160 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_88, %cst_22 : tensor<1x4x68x14x14xf32>, tensor<4x68x68x1x1xf32>) outs(%126 : tensor<1x4x68x14x14xf32>) -> tensor<1x4x68x14x14xf32>
    %collapsed_89 = tensor.collapse_shape %160 [[0], [1, 2], [3], [4]] : tensor<1x4x68x14x14xf32> into tensor<1x272x14x14xf32>
    %161 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_89, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.subf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %162 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%161, %129 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %163 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%162, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %164 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%163, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.addf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %165 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%164, %148 : tensor<1x272x14x14xf32>, tensor<1x272x14x14xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.addf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %166 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%165 : tensor<1x272x14x14xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = arith.cmpf ugt, %in, %cst : f32
      %359 = arith.select %358, %in, %cst : f32
      linalg.yield %359 : f32
    } -> tensor<1x272x14x14xf32>
    %expanded_90 = tensor.expand_shape %166 [[0], [1, 2], [3], [4]] output_shape [1, 4, 68, 14, 14] : tensor<1x272x14x14xf32> into tensor<1x4x68x14x14xf32>
    %167 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_90, %cst_22 : tensor<1x4x68x14x14xf32>, tensor<4x68x68x1x1xf32>) outs(%126 : tensor<1x4x68x14x14xf32>) -> tensor<1x4x68x14x14xf32>
    %collapsed_91 = tensor.collapse_shape %167 [[0], [1, 2], [3], [4]] : tensor<1x4x68x14x14xf32> into tensor<1x272x14x14xf32>
    %168 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_91, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.subf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %169 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%168, %129 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %170 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%169, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %171 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%170, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.addf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %172 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%171 : tensor<1x272x14x14xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = arith.cmpf ugt, %in, %cst : f32
      %359 = arith.select %358, %in, %cst : f32
      linalg.yield %359 : f32
    } -> tensor<1x272x14x14xf32>
    %expanded_92 = tensor.expand_shape %172 [[0], [1, 2], [3], [4]] output_shape [1, 4, 68, 14, 14] : tensor<1x272x14x14xf32> into tensor<1x4x68x14x14xf32>
    %transposed_93 = linalg.transpose ins(%expanded_92 : tensor<1x4x68x14x14xf32>) outs(%135 : tensor<1x68x4x14x14xf32>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_94 = tensor.collapse_shape %transposed_93 [[0], [1, 2], [3], [4]] : tensor<1x68x4x14x14xf32> into tensor<1x272x14x14xf32>
    %padded_95 = tensor.pad %collapsed_94 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x272x14x14xf32> to tensor<1x272x16x16xf32>
    %173 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_95, %cst_23 : tensor<1x272x16x16xf32>, tensor<272x3x3xf32>) outs(%136 : tensor<1x272x14x14xf32>) -> tensor<1x272x14x14xf32>
    %174 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%173, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.subf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %175 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%174, %129 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %176 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%175, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %177 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.addf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %expanded_96 = tensor.expand_shape %177 [[0], [1, 2], [3], [4]] output_shape [1, 4, 68, 14, 14] : tensor<1x272x14x14xf32> into tensor<1x4x68x14x14xf32>
    %178 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_96, %cst_22 : tensor<1x4x68x14x14xf32>, tensor<4x68x68x1x1xf32>) outs(%126 : tensor<1x4x68x14x14xf32>) -> tensor<1x4x68x14x14xf32>
    %collapsed_97 = tensor.collapse_shape %178 [[0], [1, 2], [3], [4]] : tensor<1x4x68x14x14xf32> into tensor<1x272x14x14xf32>
    %179 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_97, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.subf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %180 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%179, %129 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %181 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%180, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %182 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%181, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.addf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %183 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%182, %166 : tensor<1x272x14x14xf32>, tensor<1x272x14x14xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.addf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %184 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%183 : tensor<1x272x14x14xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = arith.cmpf ugt, %in, %cst : f32
      %359 = arith.select %358, %in, %cst : f32
      linalg.yield %359 : f32
    } -> tensor<1x272x14x14xf32>
    %expanded_98 = tensor.expand_shape %184 [[0], [1, 2], [3], [4]] output_shape [1, 4, 68, 14, 14] : tensor<1x272x14x14xf32> into tensor<1x4x68x14x14xf32>
    %185 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_98, %cst_22 : tensor<1x4x68x14x14xf32>, tensor<4x68x68x1x1xf32>) outs(%126 : tensor<1x4x68x14x14xf32>) -> tensor<1x4x68x14x14xf32>
    %collapsed_99 = tensor.collapse_shape %185 [[0], [1, 2], [3], [4]] : tensor<1x4x68x14x14xf32> into tensor<1x272x14x14xf32>
    %186 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_99, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.subf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %187 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%186, %129 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %188 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%187, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %189 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%188, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.addf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %190 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%189 : tensor<1x272x14x14xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = arith.cmpf ugt, %in, %cst : f32
      %359 = arith.select %358, %in, %cst : f32
      linalg.yield %359 : f32
    } -> tensor<1x272x14x14xf32>
    %expanded_100 = tensor.expand_shape %190 [[0], [1, 2], [3], [4]] output_shape [1, 4, 68, 14, 14] : tensor<1x272x14x14xf32> into tensor<1x4x68x14x14xf32>
    %transposed_101 = linalg.transpose ins(%expanded_100 : tensor<1x4x68x14x14xf32>) outs(%135 : tensor<1x68x4x14x14xf32>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_102 = tensor.collapse_shape %transposed_101 [[0], [1, 2], [3], [4]] : tensor<1x68x4x14x14xf32> into tensor<1x272x14x14xf32>
    %padded_103 = tensor.pad %collapsed_102 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x272x14x14xf32> to tensor<1x272x16x16xf32>
    %191 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_103, %cst_23 : tensor<1x272x16x16xf32>, tensor<272x3x3xf32>) outs(%136 : tensor<1x272x14x14xf32>) -> tensor<1x272x14x14xf32>
    %192 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%191, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.subf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %193 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%192, %129 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %194 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%193, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %195 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%194, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.addf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %expanded_104 = tensor.expand_shape %195 [[0], [1, 2], [3], [4]] output_shape [1, 4, 68, 14, 14] : tensor<1x272x14x14xf32> into tensor<1x4x68x14x14xf32>
    %196 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_104, %cst_22 : tensor<1x4x68x14x14xf32>, tensor<4x68x68x1x1xf32>) outs(%126 : tensor<1x4x68x14x14xf32>) -> tensor<1x4x68x14x14xf32>
    %collapsed_105 = tensor.collapse_shape %196 [[0], [1, 2], [3], [4]] : tensor<1x4x68x14x14xf32> into tensor<1x272x14x14xf32>
    %197 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_105, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.subf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %198 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%197, %129 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %199 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%198, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %200 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%199, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.addf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %201 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%200, %184 : tensor<1x272x14x14xf32>, tensor<1x272x14x14xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.addf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %202 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%201 : tensor<1x272x14x14xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = arith.cmpf ugt, %in, %cst : f32
      %359 = arith.select %358, %in, %cst : f32
      linalg.yield %359 : f32
    } -> tensor<1x272x14x14xf32>
    %expanded_106 = tensor.expand_shape %202 [[0], [1, 2], [3], [4]] output_shape [1, 4, 68, 14, 14] : tensor<1x272x14x14xf32> into tensor<1x4x68x14x14xf32>
    %203 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_106, %cst_22 : tensor<1x4x68x14x14xf32>, tensor<4x68x68x1x1xf32>) outs(%126 : tensor<1x4x68x14x14xf32>) -> tensor<1x4x68x14x14xf32>
    %collapsed_107 = tensor.collapse_shape %203 [[0], [1, 2], [3], [4]] : tensor<1x4x68x14x14xf32> into tensor<1x272x14x14xf32>
    %204 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_107, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.subf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %205 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%204, %129 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %206 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%205, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %207 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%206, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.addf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %208 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%207 : tensor<1x272x14x14xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = arith.cmpf ugt, %in, %cst : f32
      %359 = arith.select %358, %in, %cst : f32
      linalg.yield %359 : f32
    } -> tensor<1x272x14x14xf32>
    %expanded_108 = tensor.expand_shape %208 [[0], [1, 2], [3], [4]] output_shape [1, 4, 68, 14, 14] : tensor<1x272x14x14xf32> into tensor<1x4x68x14x14xf32>
    %transposed_109 = linalg.transpose ins(%expanded_108 : tensor<1x4x68x14x14xf32>) outs(%135 : tensor<1x68x4x14x14xf32>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_110 = tensor.collapse_shape %transposed_109 [[0], [1, 2], [3], [4]] : tensor<1x68x4x14x14xf32> into tensor<1x272x14x14xf32>
    %padded_111 = tensor.pad %collapsed_110 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x272x14x14xf32> to tensor<1x272x16x16xf32>
    %209 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_111, %cst_23 : tensor<1x272x16x16xf32>, tensor<272x3x3xf32>) outs(%136 : tensor<1x272x14x14xf32>) -> tensor<1x272x14x14xf32>
    %210 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%209, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.subf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %211 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%210, %129 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %212 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%211, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %213 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%212, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.addf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %expanded_112 = tensor.expand_shape %213 [[0], [1, 2], [3], [4]] output_shape [1, 4, 68, 14, 14] : tensor<1x272x14x14xf32> into tensor<1x4x68x14x14xf32>
    %214 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_112, %cst_22 : tensor<1x4x68x14x14xf32>, tensor<4x68x68x1x1xf32>) outs(%126 : tensor<1x4x68x14x14xf32>) -> tensor<1x4x68x14x14xf32>
    %collapsed_113 = tensor.collapse_shape %214 [[0], [1, 2], [3], [4]] : tensor<1x4x68x14x14xf32> into tensor<1x272x14x14xf32>
    %215 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_113, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.subf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %216 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%215, %129 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %217 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%216, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %218 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%217, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.addf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %219 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%218, %202 : tensor<1x272x14x14xf32>, tensor<1x272x14x14xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.addf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %220 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%219 : tensor<1x272x14x14xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = arith.cmpf ugt, %in, %cst : f32
      %359 = arith.select %358, %in, %cst : f32
      linalg.yield %359 : f32
    } -> tensor<1x272x14x14xf32>
    %expanded_114 = tensor.expand_shape %220 [[0], [1, 2], [3], [4]] output_shape [1, 4, 68, 14, 14] : tensor<1x272x14x14xf32> into tensor<1x4x68x14x14xf32>
    %221 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_114, %cst_22 : tensor<1x4x68x14x14xf32>, tensor<4x68x68x1x1xf32>) outs(%126 : tensor<1x4x68x14x14xf32>) -> tensor<1x4x68x14x14xf32>
    %collapsed_115 = tensor.collapse_shape %221 [[0], [1, 2], [3], [4]] : tensor<1x4x68x14x14xf32> into tensor<1x272x14x14xf32>
    %222 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_115, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.subf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %223 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%222, %129 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %224 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%223, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %225 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%224, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.addf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %226 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%225 : tensor<1x272x14x14xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = arith.cmpf ugt, %in, %cst : f32
      %359 = arith.select %358, %in, %cst : f32
      linalg.yield %359 : f32
    } -> tensor<1x272x14x14xf32>
    %expanded_116 = tensor.expand_shape %226 [[0], [1, 2], [3], [4]] output_shape [1, 4, 68, 14, 14] : tensor<1x272x14x14xf32> into tensor<1x4x68x14x14xf32>
    %transposed_117 = linalg.transpose ins(%expanded_116 : tensor<1x4x68x14x14xf32>) outs(%135 : tensor<1x68x4x14x14xf32>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_118 = tensor.collapse_shape %transposed_117 [[0], [1, 2], [3], [4]] : tensor<1x68x4x14x14xf32> into tensor<1x272x14x14xf32>
    %padded_119 = tensor.pad %collapsed_118 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x272x14x14xf32> to tensor<1x272x16x16xf32>
    %227 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_119, %cst_23 : tensor<1x272x16x16xf32>, tensor<272x3x3xf32>) outs(%136 : tensor<1x272x14x14xf32>) -> tensor<1x272x14x14xf32>
    %228 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%227, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.subf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %229 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%228, %129 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %230 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%229, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %231 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%230, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.addf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %expanded_120 = tensor.expand_shape %231 [[0], [1, 2], [3], [4]] output_shape [1, 4, 68, 14, 14] : tensor<1x272x14x14xf32> into tensor<1x4x68x14x14xf32>
    %232 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_120, %cst_22 : tensor<1x4x68x14x14xf32>, tensor<4x68x68x1x1xf32>) outs(%126 : tensor<1x4x68x14x14xf32>) -> tensor<1x4x68x14x14xf32>
    %collapsed_121 = tensor.collapse_shape %232 [[0], [1, 2], [3], [4]] : tensor<1x4x68x14x14xf32> into tensor<1x272x14x14xf32>
    %233 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_121, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.subf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %234 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%233, %129 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %235 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%234, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %236 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%235, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.addf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %237 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%236, %220 : tensor<1x272x14x14xf32>, tensor<1x272x14x14xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.addf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %238 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%237 : tensor<1x272x14x14xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = arith.cmpf ugt, %in, %cst : f32
      %359 = arith.select %358, %in, %cst : f32
      linalg.yield %359 : f32
    } -> tensor<1x272x14x14xf32>
    %expanded_122 = tensor.expand_shape %238 [[0], [1, 2], [3], [4]] output_shape [1, 4, 68, 14, 14] : tensor<1x272x14x14xf32> into tensor<1x4x68x14x14xf32>
    %239 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_122, %cst_22 : tensor<1x4x68x14x14xf32>, tensor<4x68x68x1x1xf32>) outs(%126 : tensor<1x4x68x14x14xf32>) -> tensor<1x4x68x14x14xf32>
    %collapsed_123 = tensor.collapse_shape %239 [[0], [1, 2], [3], [4]] : tensor<1x4x68x14x14xf32> into tensor<1x272x14x14xf32>
    %240 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_123, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.subf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %241 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%240, %129 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %242 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%241, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %243 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%242, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.addf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %244 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%243 : tensor<1x272x14x14xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = arith.cmpf ugt, %in, %cst : f32
      %359 = arith.select %358, %in, %cst : f32
      linalg.yield %359 : f32
    } -> tensor<1x272x14x14xf32>
    %expanded_124 = tensor.expand_shape %244 [[0], [1, 2], [3], [4]] output_shape [1, 4, 68, 14, 14] : tensor<1x272x14x14xf32> into tensor<1x4x68x14x14xf32>
    %transposed_125 = linalg.transpose ins(%expanded_124 : tensor<1x4x68x14x14xf32>) outs(%135 : tensor<1x68x4x14x14xf32>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_126 = tensor.collapse_shape %transposed_125 [[0], [1, 2], [3], [4]] : tensor<1x68x4x14x14xf32> into tensor<1x272x14x14xf32>
    %padded_127 = tensor.pad %collapsed_126 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x272x14x14xf32> to tensor<1x272x16x16xf32>
    %245 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_127, %cst_23 : tensor<1x272x16x16xf32>, tensor<272x3x3xf32>) outs(%136 : tensor<1x272x14x14xf32>) -> tensor<1x272x14x14xf32>
    %246 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%245, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.subf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %247 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%246, %129 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %248 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%247, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %249 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%248, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.addf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %expanded_128 = tensor.expand_shape %249 [[0], [1, 2], [3], [4]] output_shape [1, 4, 68, 14, 14] : tensor<1x272x14x14xf32> into tensor<1x4x68x14x14xf32>
    %250 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_128, %cst_22 : tensor<1x4x68x14x14xf32>, tensor<4x68x68x1x1xf32>) outs(%126 : tensor<1x4x68x14x14xf32>) -> tensor<1x4x68x14x14xf32>
    %collapsed_129 = tensor.collapse_shape %250 [[0], [1, 2], [3], [4]] : tensor<1x4x68x14x14xf32> into tensor<1x272x14x14xf32>
    %251 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_129, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.subf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %252 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%251, %129 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %253 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%252, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %254 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%253, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.addf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %255 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%254, %238 : tensor<1x272x14x14xf32>, tensor<1x272x14x14xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.addf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %256 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%255 : tensor<1x272x14x14xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = arith.cmpf ugt, %in, %cst : f32
      %359 = arith.select %358, %in, %cst : f32
      linalg.yield %359 : f32
    } -> tensor<1x272x14x14xf32>
    %expanded_130 = tensor.expand_shape %256 [[0], [1, 2], [3], [4]] output_shape [1, 4, 68, 14, 14] : tensor<1x272x14x14xf32> into tensor<1x4x68x14x14xf32>
    %257 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_130, %cst_22 : tensor<1x4x68x14x14xf32>, tensor<4x68x68x1x1xf32>) outs(%126 : tensor<1x4x68x14x14xf32>) -> tensor<1x4x68x14x14xf32>
    %collapsed_131 = tensor.collapse_shape %257 [[0], [1, 2], [3], [4]] : tensor<1x4x68x14x14xf32> into tensor<1x272x14x14xf32>
    %258 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_131, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.subf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %259 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%258, %129 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %260 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%259, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %261 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%260, %cst_4 : tensor<1x272x14x14xf32>, tensor<1x272x1x1xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.addf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x14x14xf32>
    %262 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%261 : tensor<1x272x14x14xf32>) outs(%124 : tensor<1x272x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = arith.cmpf ugt, %in, %cst : f32
      %359 = arith.select %358, %in, %cst : f32
      linalg.yield %359 : f32
    } -> tensor<1x272x14x14xf32>
    %expanded_132 = tensor.expand_shape %262 [[0], [1, 2], [3], [4]] output_shape [1, 4, 68, 14, 14] : tensor<1x272x14x14xf32> into tensor<1x4x68x14x14xf32>
    %transposed_133 = linalg.transpose ins(%expanded_132 : tensor<1x4x68x14x14xf32>) outs(%135 : tensor<1x68x4x14x14xf32>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_134 = tensor.collapse_shape %transposed_133 [[0], [1, 2], [3], [4]] : tensor<1x68x4x14x14xf32> into tensor<1x272x14x14xf32>
    %padded_135 = tensor.pad %collapsed_134 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x272x14x14xf32> to tensor<1x272x16x16xf32>
    %263 = tensor.empty() : tensor<1x272x7x7xf32>
    %264 = linalg.fill ins(%cst : f32) outs(%263 : tensor<1x272x7x7xf32>) -> tensor<1x272x7x7xf32>
    %265 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_135, %cst_23 : tensor<1x272x16x16xf32>, tensor<272x3x3xf32>) outs(%264 : tensor<1x272x7x7xf32>) -> tensor<1x272x7x7xf32>
    %266 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%265, %cst_4 : tensor<1x272x7x7xf32>, tensor<1x272x1x1xf32>) outs(%263 : tensor<1x272x7x7xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.subf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x7x7xf32>
    %267 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%266, %129 : tensor<1x272x7x7xf32>, tensor<1x272x1x1xf32>) outs(%263 : tensor<1x272x7x7xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x7x7xf32>
    %268 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%267, %cst_4 : tensor<1x272x7x7xf32>, tensor<1x272x1x1xf32>) outs(%263 : tensor<1x272x7x7xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x7x7xf32>
    %269 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%268, %cst_4 : tensor<1x272x7x7xf32>, tensor<1x272x1x1xf32>) outs(%263 : tensor<1x272x7x7xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.addf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x7x7xf32>
    %expanded_136 = tensor.expand_shape %269 [[0], [1, 2], [3], [4]] output_shape [1, 4, 68, 7, 7] : tensor<1x272x7x7xf32> into tensor<1x4x68x7x7xf32>
    %expanded_137 = tensor.expand_shape %263 [[0], [1, 2], [3], [4]] output_shape [1, 4, 68, 7, 7] : tensor<1x272x7x7xf32> into tensor<1x4x68x7x7xf32>
    %270 = linalg.fill ins(%cst : f32) outs(%expanded_137 : tensor<1x4x68x7x7xf32>) -> tensor<1x4x68x7x7xf32>
    %271 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_136, %cst_22 : tensor<1x4x68x7x7xf32>, tensor<4x68x68x1x1xf32>) outs(%270 : tensor<1x4x68x7x7xf32>) -> tensor<1x4x68x7x7xf32>
    %collapsed_138 = tensor.collapse_shape %271 [[0], [1, 2], [3], [4]] : tensor<1x4x68x7x7xf32> into tensor<1x272x7x7xf32>
    %272 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_138, %cst_4 : tensor<1x272x7x7xf32>, tensor<1x272x1x1xf32>) outs(%263 : tensor<1x272x7x7xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.subf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x7x7xf32>
    %273 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%272, %129 : tensor<1x272x7x7xf32>, tensor<1x272x1x1xf32>) outs(%263 : tensor<1x272x7x7xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x7x7xf32>
    %274 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%273, %cst_4 : tensor<1x272x7x7xf32>, tensor<1x272x1x1xf32>) outs(%263 : tensor<1x272x7x7xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x7x7xf32>
    %275 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%274, %cst_4 : tensor<1x272x7x7xf32>, tensor<1x272x1x1xf32>) outs(%263 : tensor<1x272x7x7xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.addf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x272x7x7xf32>
    %padded_139 = tensor.pad %256 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x272x14x14xf32> to tensor<1x272x16x16xf32>
    %276 = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_139, %12 : tensor<1x272x16x16xf32>, tensor<3x3xf32>) outs(%264 : tensor<1x272x7x7xf32>) -> tensor<1x272x7x7xf32>
    %277 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%276 : tensor<1x272x7x7xf32>) outs(%263 : tensor<1x272x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = linalg.index 2 : index
      %359 = arith.index_cast %358 : index to i64
      %360 = arith.muli %359, %c2_i64 : i64
      %361 = arith.subi %360, %c1_i64 : i64
      %362 = arith.addi %360, %c2_i64 : i64
      %363 = arith.minsi %362, %c15_i64 : i64
      %364 = arith.minsi %363, %c14_i64 : i64
      %365 = arith.subi %c1_i64, %360 : i64
      %366 = arith.maxsi %365, %c0_i64 : i64
      %367 = arith.subi %364, %361 : i64
      %368 = arith.subi %367, %366 : i64
      %369 = arith.maxsi %368, %c0_i64 : i64
      %370 = linalg.index 3 : index
      %371 = arith.index_cast %370 : index to i64
      %372 = arith.muli %371, %c2_i64 : i64
      %373 = arith.subi %372, %c1_i64 : i64
      %374 = arith.addi %372, %c2_i64 : i64
      %375 = arith.minsi %374, %c15_i64 : i64
      %376 = arith.minsi %375, %c14_i64 : i64
      %377 = arith.subi %c1_i64, %372 : i64
      %378 = arith.maxsi %377, %c0_i64 : i64
      %379 = arith.subi %376, %373 : i64
      %380 = arith.subi %379, %378 : i64
      %381 = arith.maxsi %380, %c0_i64 : i64
      %382 = arith.muli %369, %381 : i64
      %383 = arith.sitofp %382 : i64 to f32
      %384 = arith.divf %in, %383 : f32
      linalg.yield %384 : f32
    } -> tensor<1x272x7x7xf32>
    %concat_140 = tensor.concat dim(1) %275, %277 : (tensor<1x272x7x7xf32>, tensor<1x272x7x7xf32>) -> tensor<1x544x7x7xf32>
    %278 = tensor.empty() : tensor<1x544x7x7xf32>
    %279 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_140 : tensor<1x544x7x7xf32>) outs(%278 : tensor<1x544x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = arith.cmpf ugt, %in, %cst : f32
      %359 = arith.select %358, %in, %cst : f32
      linalg.yield %359 : f32
    } -> tensor<1x544x7x7xf32>
    %expanded_141 = tensor.expand_shape %279 [[0], [1, 2], [3], [4]] output_shape [1, 4, 136, 7, 7] : tensor<1x544x7x7xf32> into tensor<1x4x136x7x7xf32>
    %expanded_142 = tensor.expand_shape %278 [[0], [1, 2], [3], [4]] output_shape [1, 4, 136, 7, 7] : tensor<1x544x7x7xf32> into tensor<1x4x136x7x7xf32>
    %280 = linalg.fill ins(%cst : f32) outs(%expanded_142 : tensor<1x4x136x7x7xf32>) -> tensor<1x4x136x7x7xf32>
    %281 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_141, %cst_24 : tensor<1x4x136x7x7xf32>, tensor<4x136x136x1x1xf32>) outs(%280 : tensor<1x4x136x7x7xf32>) -> tensor<1x4x136x7x7xf32>
    %collapsed_143 = tensor.collapse_shape %281 [[0], [1, 2], [3], [4]] : tensor<1x4x136x7x7xf32> into tensor<1x544x7x7xf32>
    %282 = tensor.empty() : tensor<1x544x1x1xf32>
    %283 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1 : tensor<1x544x1x1xf32>) outs(%282 : tensor<1x544x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = math.rsqrt %in : f32
      linalg.yield %358 : f32
    } -> tensor<1x544x1x1xf32>
    %284 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_143, %cst_2 : tensor<1x544x7x7xf32>, tensor<1x544x1x1xf32>) outs(%278 : tensor<1x544x7x7xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.subf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x544x7x7xf32>
    %285 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%284, %283 : tensor<1x544x7x7xf32>, tensor<1x544x1x1xf32>) outs(%278 : tensor<1x544x7x7xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x544x7x7xf32>
    %286 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%285, %cst_2 : tensor<1x544x7x7xf32>, tensor<1x544x1x1xf32>) outs(%278 : tensor<1x544x7x7xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x544x7x7xf32>
    %287 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%286, %cst_2 : tensor<1x544x7x7xf32>, tensor<1x544x1x1xf32>) outs(%278 : tensor<1x544x7x7xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.addf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x544x7x7xf32>
    %288 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%287 : tensor<1x544x7x7xf32>) outs(%278 : tensor<1x544x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = arith.cmpf ugt, %in, %cst : f32
      %359 = arith.select %358, %in, %cst : f32
      linalg.yield %359 : f32
    } -> tensor<1x544x7x7xf32>
    %expanded_144 = tensor.expand_shape %288 [[0], [1, 2], [3], [4]] output_shape [1, 4, 136, 7, 7] : tensor<1x544x7x7xf32> into tensor<1x4x136x7x7xf32>
    %289 = tensor.empty() : tensor<1x136x4x7x7xf32>
    %transposed_145 = linalg.transpose ins(%expanded_144 : tensor<1x4x136x7x7xf32>) outs(%289 : tensor<1x136x4x7x7xf32>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_146 = tensor.collapse_shape %transposed_145 [[0], [1, 2], [3], [4]] : tensor<1x136x4x7x7xf32> into tensor<1x544x7x7xf32>
    %padded_147 = tensor.pad %collapsed_146 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x544x7x7xf32> to tensor<1x544x9x9xf32>
    %290 = linalg.fill ins(%cst : f32) outs(%278 : tensor<1x544x7x7xf32>) -> tensor<1x544x7x7xf32>
    %291 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_147, %cst_25 : tensor<1x544x9x9xf32>, tensor<544x3x3xf32>) outs(%290 : tensor<1x544x7x7xf32>) -> tensor<1x544x7x7xf32>
    %292 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%291, %cst_2 : tensor<1x544x7x7xf32>, tensor<1x544x1x1xf32>) outs(%278 : tensor<1x544x7x7xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.subf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x544x7x7xf32>
    %293 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%292, %283 : tensor<1x544x7x7xf32>, tensor<1x544x1x1xf32>) outs(%278 : tensor<1x544x7x7xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x544x7x7xf32>
    %294 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%293, %cst_2 : tensor<1x544x7x7xf32>, tensor<1x544x1x1xf32>) outs(%278 : tensor<1x544x7x7xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x544x7x7xf32>
    %295 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%294, %cst_2 : tensor<1x544x7x7xf32>, tensor<1x544x1x1xf32>) outs(%278 : tensor<1x544x7x7xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.addf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x544x7x7xf32>
    %expanded_148 = tensor.expand_shape %295 [[0], [1, 2], [3], [4]] output_shape [1, 4, 136, 7, 7] : tensor<1x544x7x7xf32> into tensor<1x4x136x7x7xf32>
    %296 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_148, %cst_24 : tensor<1x4x136x7x7xf32>, tensor<4x136x136x1x1xf32>) outs(%280 : tensor<1x4x136x7x7xf32>) -> tensor<1x4x136x7x7xf32>
    %collapsed_149 = tensor.collapse_shape %296 [[0], [1, 2], [3], [4]] : tensor<1x4x136x7x7xf32> into tensor<1x544x7x7xf32>
    %297 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_149, %cst_2 : tensor<1x544x7x7xf32>, tensor<1x544x1x1xf32>) outs(%278 : tensor<1x544x7x7xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.subf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x544x7x7xf32>
    %298 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%297, %283 : tensor<1x544x7x7xf32>, tensor<1x544x1x1xf32>) outs(%278 : tensor<1x544x7x7xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x544x7x7xf32>
    %299 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%298, %cst_2 : tensor<1x544x7x7xf32>, tensor<1x544x1x1xf32>) outs(%278 : tensor<1x544x7x7xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x544x7x7xf32>
    %300 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%299, %cst_2 : tensor<1x544x7x7xf32>, tensor<1x544x1x1xf32>) outs(%278 : tensor<1x544x7x7xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.addf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x544x7x7xf32>
    %301 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%300, %279 : tensor<1x544x7x7xf32>, tensor<1x544x7x7xf32>) outs(%278 : tensor<1x544x7x7xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.addf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x544x7x7xf32>
    %302 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%301 : tensor<1x544x7x7xf32>) outs(%278 : tensor<1x544x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = arith.cmpf ugt, %in, %cst : f32
      %359 = arith.select %358, %in, %cst : f32
      linalg.yield %359 : f32
    } -> tensor<1x544x7x7xf32>
    %expanded_150 = tensor.expand_shape %302 [[0], [1, 2], [3], [4]] output_shape [1, 4, 136, 7, 7] : tensor<1x544x7x7xf32> into tensor<1x4x136x7x7xf32>
    %303 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_150, %cst_24 : tensor<1x4x136x7x7xf32>, tensor<4x136x136x1x1xf32>) outs(%280 : tensor<1x4x136x7x7xf32>) -> tensor<1x4x136x7x7xf32>
    %collapsed_151 = tensor.collapse_shape %303 [[0], [1, 2], [3], [4]] : tensor<1x4x136x7x7xf32> into tensor<1x544x7x7xf32>
    %304 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_151, %cst_2 : tensor<1x544x7x7xf32>, tensor<1x544x1x1xf32>) outs(%278 : tensor<1x544x7x7xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.subf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x544x7x7xf32>
    %305 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%304, %283 : tensor<1x544x7x7xf32>, tensor<1x544x1x1xf32>) outs(%278 : tensor<1x544x7x7xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x544x7x7xf32>
    %306 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%305, %cst_2 : tensor<1x544x7x7xf32>, tensor<1x544x1x1xf32>) outs(%278 : tensor<1x544x7x7xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x544x7x7xf32>
    %307 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%306, %cst_2 : tensor<1x544x7x7xf32>, tensor<1x544x1x1xf32>) outs(%278 : tensor<1x544x7x7xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.addf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x544x7x7xf32>
    %308 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%307 : tensor<1x544x7x7xf32>) outs(%278 : tensor<1x544x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = arith.cmpf ugt, %in, %cst : f32
      %359 = arith.select %358, %in, %cst : f32
      linalg.yield %359 : f32
    } -> tensor<1x544x7x7xf32>
    %expanded_152 = tensor.expand_shape %308 [[0], [1, 2], [3], [4]] output_shape [1, 4, 136, 7, 7] : tensor<1x544x7x7xf32> into tensor<1x4x136x7x7xf32>
    %transposed_153 = linalg.transpose ins(%expanded_152 : tensor<1x4x136x7x7xf32>) outs(%289 : tensor<1x136x4x7x7xf32>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_154 = tensor.collapse_shape %transposed_153 [[0], [1, 2], [3], [4]] : tensor<1x136x4x7x7xf32> into tensor<1x544x7x7xf32>
    %padded_155 = tensor.pad %collapsed_154 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x544x7x7xf32> to tensor<1x544x9x9xf32>
    %309 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_155, %cst_25 : tensor<1x544x9x9xf32>, tensor<544x3x3xf32>) outs(%290 : tensor<1x544x7x7xf32>) -> tensor<1x544x7x7xf32>
    %310 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%309, %cst_2 : tensor<1x544x7x7xf32>, tensor<1x544x1x1xf32>) outs(%278 : tensor<1x544x7x7xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.subf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x544x7x7xf32>
    %311 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%310, %283 : tensor<1x544x7x7xf32>, tensor<1x544x1x1xf32>) outs(%278 : tensor<1x544x7x7xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x544x7x7xf32>
    %312 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%311, %cst_2 : tensor<1x544x7x7xf32>, tensor<1x544x1x1xf32>) outs(%278 : tensor<1x544x7x7xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x544x7x7xf32>
    %313 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%312, %cst_2 : tensor<1x544x7x7xf32>, tensor<1x544x1x1xf32>) outs(%278 : tensor<1x544x7x7xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.addf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x544x7x7xf32>
    %expanded_156 = tensor.expand_shape %313 [[0], [1, 2], [3], [4]] output_shape [1, 4, 136, 7, 7] : tensor<1x544x7x7xf32> into tensor<1x4x136x7x7xf32>
    %314 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_156, %cst_24 : tensor<1x4x136x7x7xf32>, tensor<4x136x136x1x1xf32>) outs(%280 : tensor<1x4x136x7x7xf32>) -> tensor<1x4x136x7x7xf32>
    %collapsed_157 = tensor.collapse_shape %314 [[0], [1, 2], [3], [4]] : tensor<1x4x136x7x7xf32> into tensor<1x544x7x7xf32>
    %315 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_157, %cst_2 : tensor<1x544x7x7xf32>, tensor<1x544x1x1xf32>) outs(%278 : tensor<1x544x7x7xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.subf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x544x7x7xf32>
    %316 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%315, %283 : tensor<1x544x7x7xf32>, tensor<1x544x1x1xf32>) outs(%278 : tensor<1x544x7x7xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x544x7x7xf32>
    %317 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%316, %cst_2 : tensor<1x544x7x7xf32>, tensor<1x544x1x1xf32>) outs(%278 : tensor<1x544x7x7xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x544x7x7xf32>
    %318 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%317, %cst_2 : tensor<1x544x7x7xf32>, tensor<1x544x1x1xf32>) outs(%278 : tensor<1x544x7x7xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.addf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x544x7x7xf32>
    %319 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%318, %302 : tensor<1x544x7x7xf32>, tensor<1x544x7x7xf32>) outs(%278 : tensor<1x544x7x7xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.addf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x544x7x7xf32>
    %320 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%319 : tensor<1x544x7x7xf32>) outs(%278 : tensor<1x544x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = arith.cmpf ugt, %in, %cst : f32
      %359 = arith.select %358, %in, %cst : f32
      linalg.yield %359 : f32
    } -> tensor<1x544x7x7xf32>
    %expanded_158 = tensor.expand_shape %320 [[0], [1, 2], [3], [4]] output_shape [1, 4, 136, 7, 7] : tensor<1x544x7x7xf32> into tensor<1x4x136x7x7xf32>
    %321 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_158, %cst_24 : tensor<1x4x136x7x7xf32>, tensor<4x136x136x1x1xf32>) outs(%280 : tensor<1x4x136x7x7xf32>) -> tensor<1x4x136x7x7xf32>
    %collapsed_159 = tensor.collapse_shape %321 [[0], [1, 2], [3], [4]] : tensor<1x4x136x7x7xf32> into tensor<1x544x7x7xf32>
    %322 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_159, %cst_2 : tensor<1x544x7x7xf32>, tensor<1x544x1x1xf32>) outs(%278 : tensor<1x544x7x7xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.subf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x544x7x7xf32>
    %323 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%322, %283 : tensor<1x544x7x7xf32>, tensor<1x544x1x1xf32>) outs(%278 : tensor<1x544x7x7xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x544x7x7xf32>
    %324 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%323, %cst_2 : tensor<1x544x7x7xf32>, tensor<1x544x1x1xf32>) outs(%278 : tensor<1x544x7x7xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x544x7x7xf32>
    %325 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%324, %cst_2 : tensor<1x544x7x7xf32>, tensor<1x544x1x1xf32>) outs(%278 : tensor<1x544x7x7xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.addf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x544x7x7xf32>
    %326 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%325 : tensor<1x544x7x7xf32>) outs(%278 : tensor<1x544x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = arith.cmpf ugt, %in, %cst : f32
      %359 = arith.select %358, %in, %cst : f32
      linalg.yield %359 : f32
    } -> tensor<1x544x7x7xf32>
    %expanded_160 = tensor.expand_shape %326 [[0], [1, 2], [3], [4]] output_shape [1, 4, 136, 7, 7] : tensor<1x544x7x7xf32> into tensor<1x4x136x7x7xf32>
    %transposed_161 = linalg.transpose ins(%expanded_160 : tensor<1x4x136x7x7xf32>) outs(%289 : tensor<1x136x4x7x7xf32>) permutation = [0, 2, 1, 3, 4] 
    %collapsed_162 = tensor.collapse_shape %transposed_161 [[0], [1, 2], [3], [4]] : tensor<1x136x4x7x7xf32> into tensor<1x544x7x7xf32>
    %padded_163 = tensor.pad %collapsed_162 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x544x7x7xf32> to tensor<1x544x9x9xf32>
    %327 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_163, %cst_25 : tensor<1x544x9x9xf32>, tensor<544x3x3xf32>) outs(%290 : tensor<1x544x7x7xf32>) -> tensor<1x544x7x7xf32>
    %328 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%327, %cst_2 : tensor<1x544x7x7xf32>, tensor<1x544x1x1xf32>) outs(%278 : tensor<1x544x7x7xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.subf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x544x7x7xf32>
    %329 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%328, %283 : tensor<1x544x7x7xf32>, tensor<1x544x1x1xf32>) outs(%278 : tensor<1x544x7x7xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x544x7x7xf32>
    %330 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%329, %cst_2 : tensor<1x544x7x7xf32>, tensor<1x544x1x1xf32>) outs(%278 : tensor<1x544x7x7xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x544x7x7xf32>
    %331 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%330, %cst_2 : tensor<1x544x7x7xf32>, tensor<1x544x1x1xf32>) outs(%278 : tensor<1x544x7x7xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.addf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x544x7x7xf32>
    %expanded_164 = tensor.expand_shape %331 [[0], [1, 2], [3], [4]] output_shape [1, 4, 136, 7, 7] : tensor<1x544x7x7xf32> into tensor<1x4x136x7x7xf32>
    %332 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_164, %cst_24 : tensor<1x4x136x7x7xf32>, tensor<4x136x136x1x1xf32>) outs(%280 : tensor<1x4x136x7x7xf32>) -> tensor<1x4x136x7x7xf32>
    %collapsed_165 = tensor.collapse_shape %332 [[0], [1, 2], [3], [4]] : tensor<1x4x136x7x7xf32> into tensor<1x544x7x7xf32>
    %333 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_165, %cst_2 : tensor<1x544x7x7xf32>, tensor<1x544x1x1xf32>) outs(%278 : tensor<1x544x7x7xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.subf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x544x7x7xf32>
    %334 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%333, %283 : tensor<1x544x7x7xf32>, tensor<1x544x1x1xf32>) outs(%278 : tensor<1x544x7x7xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x544x7x7xf32>
    %335 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%334, %cst_2 : tensor<1x544x7x7xf32>, tensor<1x544x1x1xf32>) outs(%278 : tensor<1x544x7x7xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.mulf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x544x7x7xf32>
    %336 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%335, %cst_2 : tensor<1x544x7x7xf32>, tensor<1x544x1x1xf32>) outs(%278 : tensor<1x544x7x7xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.addf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x544x7x7xf32>
    %337 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%336, %320 : tensor<1x544x7x7xf32>, tensor<1x544x7x7xf32>) outs(%278 : tensor<1x544x7x7xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.addf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x544x7x7xf32>
    %338 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%337 : tensor<1x544x7x7xf32>) outs(%278 : tensor<1x544x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = arith.cmpf ugt, %in, %cst : f32
      %359 = arith.select %358, %in, %cst : f32
      linalg.yield %359 : f32
    } -> tensor<1x544x7x7xf32>
    %339 = linalg.fill ins(%cst : f32) outs(%282 : tensor<1x544x1x1xf32>) -> tensor<1x544x1x1xf32>
    %340 = tensor.empty() : tensor<7x7xf32>
    %341 = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%338, %340 : tensor<1x544x7x7xf32>, tensor<7x7xf32>) outs(%339 : tensor<1x544x1x1xf32>) -> tensor<1x544x1x1xf32>
    %342 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%341 : tensor<1x544x1x1xf32>) outs(%282 : tensor<1x544x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = arith.divf %in, %cst_26 : f32
      linalg.yield %358 : f32
    } -> tensor<1x544x1x1xf32>
    %collapsed_166 = tensor.collapse_shape %342 [[0], [1, 2, 3]] : tensor<1x544x1x1xf32> into tensor<1x544xf32>
    %343 = tensor.empty() : tensor<1x1000xf32>
    %344 = linalg.fill ins(%cst : f32) outs(%343 : tensor<1x1000xf32>) -> tensor<1x1000xf32>
    %345 = linalg.matmul ins(%collapsed_166, %cst_27 : tensor<1x544xf32>, tensor<544x1000xf32>) outs(%344 : tensor<1x1000xf32>) -> tensor<1x1000xf32>
    %346 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%345, %cst_11 : tensor<1x1000xf32>, tensor<1000xf32>) outs(%343 : tensor<1x1000xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.addf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x1000xf32>
    %347 = tensor.empty() : tensor<1xi64>
    %348 = linalg.fill ins(%c0_i64 : i64) outs(%347 : tensor<1xi64>) -> tensor<1xi64>
    %349 = tensor.empty() : tensor<1xf32>
    %350 = linalg.fill ins(%cst_0 : f32) outs(%349 : tensor<1xf32>) -> tensor<1xf32>
    %351:2 = linalg.generic {indexing_maps = [#map2, #map4, #map4], iterator_types = ["parallel", "reduction"]} ins(%346 : tensor<1x1000xf32>) outs(%350, %348 : tensor<1xf32>, tensor<1xi64>) {
    ^bb0(%in: f32, %out: f32, %out_168: i64):
      %358 = linalg.index 1 : index
      %359 = arith.index_cast %358 : index to i64
      %360 = arith.maximumf %in, %out : f32
      %361 = arith.cmpf ogt, %in, %out : f32
      %362 = arith.select %361, %359, %out_168 : i64
      linalg.yield %360, %362 : f32, i64
    } -> (tensor<1xf32>, tensor<1xi64>)
    %expanded_167 = tensor.expand_shape %351#0 [[0, 1]] output_shape [1, 1] : tensor<1xf32> into tensor<1x1xf32>
    %352 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel"]} ins(%346, %expanded_167 : tensor<1x1000xf32>, tensor<1x1xf32>) outs(%343 : tensor<1x1000xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.subf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x1000xf32>
    %353 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%352 : tensor<1x1000xf32>) outs(%343 : tensor<1x1000xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = math.exp %in : f32
      linalg.yield %358 : f32
    } -> tensor<1x1000xf32>
    %354 = tensor.empty() : tensor<1x1xf32>
    %355 = linalg.fill ins(%cst : f32) outs(%354 : tensor<1x1xf32>) -> tensor<1x1xf32>
    %356 = linalg.generic {indexing_maps = [#map2, #map5], iterator_types = ["parallel", "reduction"]} ins(%353 : tensor<1x1000xf32>) outs(%355 : tensor<1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %358 = arith.addf %in, %out : f32
      linalg.yield %358 : f32
    } -> tensor<1x1xf32>
    %357 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel"]} ins(%353, %356 : tensor<1x1000xf32>, tensor<1x1xf32>) outs(%343 : tensor<1x1000xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %358 = arith.divf %in, %in_168 : f32
      linalg.yield %358 : f32
    } -> tensor<1x1000xf32>
    return %357 : tensor<1x1000xf32>
  }
}

