// resnet50: made by scripts/make_linalg_models.py from light_resnet50.onnx (weights replaced by splat constants).
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d1)>
#map4 = affine_map<(d0, d1) -> (d0)>
#map5 = affine_map<(d0, d1) -> (d0, 0)>
module {
  func.func @resnet50(%arg0: tensor<1x3x224x224xf32>) -> tensor<1x1000xf32> {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense<2.001000e-02> : tensor<1x2048x1x1xf32>
    %cst_2 = arith.constant dense<2.000000e-02> : tensor<1x2048x1x1xf32>
    %cst_3 = arith.constant dense<2.001000e-02> : tensor<1x1024x1x1xf32>
    %cst_4 = arith.constant dense<2.000000e-02> : tensor<1x1024x1x1xf32>
    %cst_5 = arith.constant dense<2.001000e-02> : tensor<1x512x1x1xf32>
    %cst_6 = arith.constant dense<2.000000e-02> : tensor<1x512x1x1xf32>
    %cst_7 = arith.constant dense<2.001000e-02> : tensor<1x128x1x1xf32>
    %cst_8 = arith.constant dense<2.000000e-02> : tensor<1x128x1x1xf32>
    %cst_9 = arith.constant dense<2.001000e-02> : tensor<1x256x1x1xf32>
    %cst_10 = arith.constant dense<2.000000e-02> : tensor<1x256x1x1xf32>
    %cst_11 = arith.constant dense<2.000000e-02> : tensor<64x3x7x7xf32>
    %cst_12 = arith.constant dense<2.000000e-02> : tensor<1000xf32>
    %cst_13 = arith.constant dense<2.000000e-02> : tensor<256x64x1x1xf32>
    %cst_14 = arith.constant dense<2.000000e-02> : tensor<64x64x1x1xf32>
    %cst_15 = arith.constant dense<2.000000e-02> : tensor<64x64x3x3xf32>
    %cst_16 = arith.constant dense<2.000000e-02> : tensor<64x256x1x1xf32>
    %cst_17 = arith.constant dense<2.000000e-02> : tensor<512x256x1x1xf32>
    %cst_18 = arith.constant dense<2.000000e-02> : tensor<128x256x1x1xf32>
    %cst_19 = arith.constant dense<2.000000e-02> : tensor<128x128x3x3xf32>
    %cst_20 = arith.constant dense<2.000000e-02> : tensor<512x128x1x1xf32>
    %cst_21 = arith.constant dense<2.000000e-02> : tensor<128x512x1x1xf32>
    %cst_22 = arith.constant dense<2.000000e-02> : tensor<1024x512x1x1xf32>
    %cst_23 = arith.constant dense<2.000000e-02> : tensor<256x512x1x1xf32>
    %cst_24 = arith.constant dense<2.000000e-02> : tensor<256x256x3x3xf32>
    %cst_25 = arith.constant dense<2.000000e-02> : tensor<1024x256x1x1xf32>
    %cst_26 = arith.constant dense<2.000000e-02> : tensor<256x1024x1x1xf32>
    %cst_27 = arith.constant dense<2.000000e-02> : tensor<2048x1024x1x1xf32>
    %cst_28 = arith.constant dense<2.000000e-02> : tensor<512x1024x1x1xf32>
    %cst_29 = arith.constant dense<2.000000e-02> : tensor<512x512x3x3xf32>
    %cst_30 = arith.constant dense<2.000000e-02> : tensor<2048x512x1x1xf32>
    %cst_31 = arith.constant dense<2.000000e-02> : tensor<512x2048x1x1xf32>
    %cst_32 = arith.constant dense<0.00999999977> : tensor<1x64x1x1xf32>
    %cst_33 = arith.constant dense<0.00999999977> : tensor<1x64x1x1xf32>
    %cst_34 = arith.constant 1.00000007E-5 : f32
    %cst_35 = arith.constant dense<0.00999999977> : tensor<1x64x1x1xf32>
    %cst_36 = arith.constant dense<0.00999999977> : tensor<1x64x1x1xf32>
    %cst_37 = arith.constant dense<0.00999999977> : tensor<1x64x1x1xf32>
    %cst_38 = arith.constant dense<0.00999999977> : tensor<1x64x1x1xf32>
    %cst_39 = arith.constant dense<0.00999999977> : tensor<1x64x1x1xf32>
    %cst_40 = arith.constant dense<0.00999999977> : tensor<1x64x1x1xf32>
    %cst_41 = arith.constant dense<0.00999999977> : tensor<1x64x1x1xf32>
    %cst_42 = arith.constant dense<0.00999999977> : tensor<1x64x1x1xf32>
    %cst_43 = arith.constant dense<0.00999999977> : tensor<1x64x1x1xf32>
    %cst_44 = arith.constant dense<0.00999999977> : tensor<1x64x1x1xf32>
    %cst_45 = arith.constant dense<0.00999999977> : tensor<1x64x1x1xf32>
    %cst_46 = arith.constant dense<0.00999999977> : tensor<1x64x1x1xf32>
    %cst_47 = arith.constant dense<0.00999999977> : tensor<1x64x1x1xf32>
    %cst_48 = arith.constant dense<0.00999999977> : tensor<1x64x1x1xf32>
    %cst_49 = arith.constant dense<0.00999999977> : tensor<1x64x1x1xf32>
    %cst_50 = arith.constant dense<0.00999999977> : tensor<1x64x1x1xf32>
    %cst_51 = arith.constant dense<0.00999999977> : tensor<1x64x1x1xf32>
    %cst_52 = arith.constant dense<0.00999999977> : tensor<1x64x1x1xf32>
    %cst_53 = arith.constant dense<0.00999999977> : tensor<1x64x1x1xf32>
    %cst_54 = arith.constant dense<0.00999999977> : tensor<1x64x1x1xf32>
    %cst_55 = arith.constant dense<0.00999999977> : tensor<1x64x1x1xf32>
    %cst_56 = arith.constant dense<0.00999999977> : tensor<1x64x1x1xf32>
    %cst_57 = arith.constant dense<0.00999999977> : tensor<1x64x1x1xf32>
    %cst_58 = arith.constant dense<0.00999999977> : tensor<1x64x1x1xf32>
    %cst_59 = arith.constant dense<0.00999999977> : tensor<1x64x1x1xf32>
    %cst_60 = arith.constant dense<0.00999999977> : tensor<1x64x1x1xf32>
    %cst_61 = arith.constant 4.900000e+01 : f32
    %cst_62 = arith.constant dense<2.000000e-02> : tensor<2048x1000xf32>
    %padded = tensor.pad %arg0 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x3x224x224xf32> to tensor<1x3x230x230xf32>
    %0 = tensor.empty() : tensor<1x64x112x112xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x64x112x112xf32>) -> tensor<1x64x112x112xf32>
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded, %cst_11 : tensor<1x3x230x230xf32>, tensor<64x3x7x7xf32>) outs(%1 : tensor<1x64x112x112xf32>) -> tensor<1x64x112x112xf32>
    %3 = tensor.empty() : tensor<1x64x1x1xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_33 : tensor<1x64x1x1xf32>) outs(%3 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = arith.addf %in, %cst_34 : f32
      linalg.yield %401 : f32
    } -> tensor<1x64x1x1xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4 : tensor<1x64x1x1xf32>) outs(%3 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = math.rsqrt %in : f32
      linalg.yield %401 : f32
    } -> tensor<1x64x1x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %cst_32 : tensor<1x64x112x112xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<1x64x112x112xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.subf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x64x112x112xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %5 : tensor<1x64x112x112xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<1x64x112x112xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x64x112x112xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %cst_35 : tensor<1x64x112x112xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<1x64x112x112xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x64x112x112xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %cst_36 : tensor<1x64x112x112xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<1x64x112x112xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x64x112x112xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9 : tensor<1x64x112x112xf32>) outs(%0 : tensor<1x64x112x112xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = arith.cmpf ugt, %in, %cst : f32
      %402 = arith.select %401, %in, %cst : f32
      linalg.yield %402 : f32
    } -> tensor<1x64x112x112xf32>
    %padded_63 = tensor.pad %10 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_0 : f32
    } : tensor<1x64x112x112xf32> to tensor<1x64x114x114xf32>
    %11 = tensor.empty() : tensor<1x64x56x56xf32>
    %12 = linalg.fill ins(%cst_0 : f32) outs(%11 : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    %13 = tensor.empty() : tensor<3x3xf32>
    %14 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_63, %13 : tensor<1x64x114x114xf32>, tensor<3x3xf32>) outs(%12 : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    %15 = linalg.fill ins(%cst : f32) outs(%11 : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    %16 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%14, %cst_14 : tensor<1x64x56x56xf32>, tensor<64x64x1x1xf32>) outs(%15 : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_38 : tensor<1x64x1x1xf32>) outs(%3 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = arith.addf %in, %cst_34 : f32
      linalg.yield %401 : f32
    } -> tensor<1x64x1x1xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17 : tensor<1x64x1x1xf32>) outs(%3 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = math.rsqrt %in : f32
      linalg.yield %401 : f32
    } -> tensor<1x64x1x1xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16, %cst_37 : tensor<1x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%11 : tensor<1x64x56x56xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.subf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x64x56x56xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19, %18 : tensor<1x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%11 : tensor<1x64x56x56xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x64x56x56xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %cst_39 : tensor<1x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%11 : tensor<1x64x56x56xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x64x56x56xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21, %cst_40 : tensor<1x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%11 : tensor<1x64x56x56xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x64x56x56xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22 : tensor<1x64x56x56xf32>) outs(%11 : tensor<1x64x56x56xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = arith.cmpf ugt, %in, %cst : f32
      %402 = arith.select %401, %in, %cst : f32
      linalg.yield %402 : f32
    } -> tensor<1x64x56x56xf32>
    %padded_64 = tensor.pad %23 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x64x56x56xf32> to tensor<1x64x58x58xf32>
    %24 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_64, %cst_15 : tensor<1x64x58x58xf32>, tensor<64x64x3x3xf32>) outs(%15 : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_42 : tensor<1x64x1x1xf32>) outs(%3 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = arith.addf %in, %cst_34 : f32
      linalg.yield %401 : f32
    } -> tensor<1x64x1x1xf32>
    %26 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25 : tensor<1x64x1x1xf32>) outs(%3 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = math.rsqrt %in : f32
      linalg.yield %401 : f32
    } -> tensor<1x64x1x1xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24, %cst_41 : tensor<1x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%11 : tensor<1x64x56x56xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.subf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x64x56x56xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27, %26 : tensor<1x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%11 : tensor<1x64x56x56xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x64x56x56xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28, %cst_43 : tensor<1x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%11 : tensor<1x64x56x56xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x64x56x56xf32>
    %30 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%29, %cst_44 : tensor<1x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%11 : tensor<1x64x56x56xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x64x56x56xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30 : tensor<1x64x56x56xf32>) outs(%11 : tensor<1x64x56x56xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = arith.cmpf ugt, %in, %cst : f32
      %402 = arith.select %401, %in, %cst : f32
      linalg.yield %402 : f32
    } -> tensor<1x64x56x56xf32>
    %32 = tensor.empty() : tensor<1x256x56x56xf32>
    %33 = linalg.fill ins(%cst : f32) outs(%32 : tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
    %34 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%31, %cst_13 : tensor<1x64x56x56xf32>, tensor<256x64x1x1xf32>) outs(%33 : tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
    %35 = tensor.empty() : tensor<1x256x1x1xf32>
    %36 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_9 : tensor<1x256x1x1xf32>) outs(%35 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = math.rsqrt %in : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x1x1xf32>
    %37 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%34, %cst_10 : tensor<1x256x56x56xf32>, tensor<1x256x1x1xf32>) outs(%32 : tensor<1x256x56x56xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.subf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x56x56xf32>
    %38 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37, %36 : tensor<1x256x56x56xf32>, tensor<1x256x1x1xf32>) outs(%32 : tensor<1x256x56x56xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x56x56xf32>
    %39 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %cst_10 : tensor<1x256x56x56xf32>, tensor<1x256x1x1xf32>) outs(%32 : tensor<1x256x56x56xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x56x56xf32>
    %40 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%39, %cst_10 : tensor<1x256x56x56xf32>, tensor<1x256x1x1xf32>) outs(%32 : tensor<1x256x56x56xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x56x56xf32>
    %41 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%14, %cst_13 : tensor<1x64x56x56xf32>, tensor<256x64x1x1xf32>) outs(%33 : tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
    %42 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %cst_10 : tensor<1x256x56x56xf32>, tensor<1x256x1x1xf32>) outs(%32 : tensor<1x256x56x56xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.subf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x56x56xf32>
    %43 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42, %36 : tensor<1x256x56x56xf32>, tensor<1x256x1x1xf32>) outs(%32 : tensor<1x256x56x56xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x56x56xf32>
    %44 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43, %cst_10 : tensor<1x256x56x56xf32>, tensor<1x256x1x1xf32>) outs(%32 : tensor<1x256x56x56xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x56x56xf32>
    %45 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44, %cst_10 : tensor<1x256x56x56xf32>, tensor<1x256x1x1xf32>) outs(%32 : tensor<1x256x56x56xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x56x56xf32>
    %46 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %45 : tensor<1x256x56x56xf32>, tensor<1x256x56x56xf32>) outs(%32 : tensor<1x256x56x56xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x56x56xf32>
    %47 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46 : tensor<1x256x56x56xf32>) outs(%32 : tensor<1x256x56x56xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = arith.cmpf ugt, %in, %cst : f32
      %402 = arith.select %401, %in, %cst : f32
      linalg.yield %402 : f32
    } -> tensor<1x256x56x56xf32>
    %48 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%47, %cst_16 : tensor<1x256x56x56xf32>, tensor<64x256x1x1xf32>) outs(%15 : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    %49 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_46 : tensor<1x64x1x1xf32>) outs(%3 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = arith.addf %in, %cst_34 : f32
      linalg.yield %401 : f32
    } -> tensor<1x64x1x1xf32>
    %50 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49 : tensor<1x64x1x1xf32>) outs(%3 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = math.rsqrt %in : f32
      linalg.yield %401 : f32
    } -> tensor<1x64x1x1xf32>
    %51 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48, %cst_45 : tensor<1x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%11 : tensor<1x64x56x56xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.subf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x64x56x56xf32>
    %52 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51, %50 : tensor<1x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%11 : tensor<1x64x56x56xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x64x56x56xf32>
    %53 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52, %cst_47 : tensor<1x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%11 : tensor<1x64x56x56xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x64x56x56xf32>
    %54 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %cst_48 : tensor<1x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%11 : tensor<1x64x56x56xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x64x56x56xf32>
    %55 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54 : tensor<1x64x56x56xf32>) outs(%11 : tensor<1x64x56x56xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = arith.cmpf ugt, %in, %cst : f32
      %402 = arith.select %401, %in, %cst : f32
      linalg.yield %402 : f32
    } -> tensor<1x64x56x56xf32>
    %padded_65 = tensor.pad %55 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x64x56x56xf32> to tensor<1x64x58x58xf32>
    %56 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_65, %cst_15 : tensor<1x64x58x58xf32>, tensor<64x64x3x3xf32>) outs(%15 : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    %57 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_50 : tensor<1x64x1x1xf32>) outs(%3 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = arith.addf %in, %cst_34 : f32
      linalg.yield %401 : f32
    } -> tensor<1x64x1x1xf32>
    %58 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57 : tensor<1x64x1x1xf32>) outs(%3 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = math.rsqrt %in : f32
      linalg.yield %401 : f32
    } -> tensor<1x64x1x1xf32>
    %59 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %cst_49 : tensor<1x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%11 : tensor<1x64x56x56xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.subf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x64x56x56xf32>
    %60 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59, %58 : tensor<1x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%11 : tensor<1x64x56x56xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x64x56x56xf32>
    %61 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60, %cst_51 : tensor<1x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%11 : tensor<1x64x56x56xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x64x56x56xf32>
    %62 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61, %cst_52 : tensor<1x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%11 : tensor<1x64x56x56xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x64x56x56xf32>
    %63 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62 : tensor<1x64x56x56xf32>) outs(%11 : tensor<1x64x56x56xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = arith.cmpf ugt, %in, %cst : f32
      %402 = arith.select %401, %in, %cst : f32
      linalg.yield %402 : f32
    } -> tensor<1x64x56x56xf32>
    %64 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%63, %cst_13 : tensor<1x64x56x56xf32>, tensor<256x64x1x1xf32>) outs(%33 : tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
    %65 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %cst_10 : tensor<1x256x56x56xf32>, tensor<1x256x1x1xf32>) outs(%32 : tensor<1x256x56x56xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.subf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x56x56xf32>
    %66 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65, %36 : tensor<1x256x56x56xf32>, tensor<1x256x1x1xf32>) outs(%32 : tensor<1x256x56x56xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x56x56xf32>
    %67 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66, %cst_10 : tensor<1x256x56x56xf32>, tensor<1x256x1x1xf32>) outs(%32 : tensor<1x256x56x56xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x56x56xf32>
    %68 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67, %cst_10 : tensor<1x256x56x56xf32>, tensor<1x256x1x1xf32>) outs(%32 : tensor<1x256x56x56xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x56x56xf32>
    %69 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68, %47 : tensor<1x256x56x56xf32>, tensor<1x256x56x56xf32>) outs(%32 : tensor<1x256x56x56xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x56x56xf32>
    %70 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69 : tensor<1x256x56x56xf32>) outs(%32 : tensor<1x256x56x56xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = arith.cmpf ugt, %in, %cst : f32
      %402 = arith.select %401, %in, %cst : f32
      linalg.yield %402 : f32
    } -> tensor<1x256x56x56xf32>
    %71 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%70, %cst_16 : tensor<1x256x56x56xf32>, tensor<64x256x1x1xf32>) outs(%15 : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    %72 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_54 : tensor<1x64x1x1xf32>) outs(%3 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = arith.addf %in, %cst_34 : f32
      linalg.yield %401 : f32
    } -> tensor<1x64x1x1xf32>
    %73 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72 : tensor<1x64x1x1xf32>) outs(%3 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = math.rsqrt %in : f32
      linalg.yield %401 : f32
    } -> tensor<1x64x1x1xf32>
    %74 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71, %cst_53 : tensor<1x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%11 : tensor<1x64x56x56xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.subf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x64x56x56xf32>
    %75 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74, %73 : tensor<1x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%11 : tensor<1x64x56x56xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x64x56x56xf32>
    %76 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75, %cst_55 : tensor<1x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%11 : tensor<1x64x56x56xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x64x56x56xf32>
    %77 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%76, %cst_56 : tensor<1x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%11 : tensor<1x64x56x56xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x64x56x56xf32>
    %78 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%77 : tensor<1x64x56x56xf32>) outs(%11 : tensor<1x64x56x56xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = arith.cmpf ugt, %in, %cst : f32
      %402 = arith.select %401, %in, %cst : f32
      linalg.yield %402 : f32
    } -> tensor<1x64x56x56xf32>
    %padded_66 = tensor.pad %78 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x64x56x56xf32> to tensor<1x64x58x58xf32>
    %79 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_66, %cst_15 : tensor<1x64x58x58xf32>, tensor<64x64x3x3xf32>) outs(%15 : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    %80 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_58 : tensor<1x64x1x1xf32>) outs(%3 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = arith.addf %in, %cst_34 : f32
      linalg.yield %401 : f32
    } -> tensor<1x64x1x1xf32>
    %81 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%80 : tensor<1x64x1x1xf32>) outs(%3 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = math.rsqrt %in : f32
      linalg.yield %401 : f32
    } -> tensor<1x64x1x1xf32>
    %82 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79, %cst_57 : tensor<1x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%11 : tensor<1x64x56x56xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.subf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x64x56x56xf32>
    %83 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%82, %81 : tensor<1x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%11 : tensor<1x64x56x56xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x64x56x56xf32>
    %84 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83, %cst_59 : tensor<1x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%11 : tensor<1x64x56x56xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x64x56x56xf32>
    %85 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%84, %cst_60 : tensor<1x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%11 : tensor<1x64x56x56xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x64x56x56xf32>
    %86 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%85 : tensor<1x64x56x56xf32>) outs(%11 : tensor<1x64x56x56xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = arith.cmpf ugt, %in, %cst : f32
      %402 = arith.select %401, %in, %cst : f32
      linalg.yield %402 : f32
    } -> tensor<1x64x56x56xf32>
    %87 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%86, %cst_13 : tensor<1x64x56x56xf32>, tensor<256x64x1x1xf32>) outs(%33 : tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
    %88 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%87, %cst_10 : tensor<1x256x56x56xf32>, tensor<1x256x1x1xf32>) outs(%32 : tensor<1x256x56x56xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.subf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x56x56xf32>
    %89 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%88, %36 : tensor<1x256x56x56xf32>, tensor<1x256x1x1xf32>) outs(%32 : tensor<1x256x56x56xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x56x56xf32>
    %90 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%89, %cst_10 : tensor<1x256x56x56xf32>, tensor<1x256x1x1xf32>) outs(%32 : tensor<1x256x56x56xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x56x56xf32>
    %91 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%90, %cst_10 : tensor<1x256x56x56xf32>, tensor<1x256x1x1xf32>) outs(%32 : tensor<1x256x56x56xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x56x56xf32>
    %92 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%91, %70 : tensor<1x256x56x56xf32>, tensor<1x256x56x56xf32>) outs(%32 : tensor<1x256x56x56xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x56x56xf32>
    %93 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92 : tensor<1x256x56x56xf32>) outs(%32 : tensor<1x256x56x56xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = arith.cmpf ugt, %in, %cst : f32
      %402 = arith.select %401, %in, %cst : f32
      linalg.yield %402 : f32
    } -> tensor<1x256x56x56xf32>
    %94 = tensor.empty() : tensor<1x128x56x56xf32>
    %95 = linalg.fill ins(%cst : f32) outs(%94 : tensor<1x128x56x56xf32>) -> tensor<1x128x56x56xf32>
    %96 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%93, %cst_18 : tensor<1x256x56x56xf32>, tensor<128x256x1x1xf32>) outs(%95 : tensor<1x128x56x56xf32>) -> tensor<1x128x56x56xf32>
    %97 = tensor.empty() : tensor<1x128x1x1xf32>
    %98 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_7 : tensor<1x128x1x1xf32>) outs(%97 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = math.rsqrt %in : f32
      linalg.yield %401 : f32
    } -> tensor<1x128x1x1xf32>
    %99 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%96, %cst_8 : tensor<1x128x56x56xf32>, tensor<1x128x1x1xf32>) outs(%94 : tensor<1x128x56x56xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.subf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x128x56x56xf32>
    %100 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%99, %98 : tensor<1x128x56x56xf32>, tensor<1x128x1x1xf32>) outs(%94 : tensor<1x128x56x56xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x128x56x56xf32>
    %101 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%100, %cst_8 : tensor<1x128x56x56xf32>, tensor<1x128x1x1xf32>) outs(%94 : tensor<1x128x56x56xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x128x56x56xf32>
    %102 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%101, %cst_8 : tensor<1x128x56x56xf32>, tensor<1x128x1x1xf32>) outs(%94 : tensor<1x128x56x56xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x128x56x56xf32>
    %103 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%102 : tensor<1x128x56x56xf32>) outs(%94 : tensor<1x128x56x56xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = arith.cmpf ugt, %in, %cst : f32
      %402 = arith.select %401, %in, %cst : f32
      linalg.yield %402 : f32
    } -> tensor<1x128x56x56xf32>
    %padded_67 = tensor.pad %103 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x128x56x56xf32> to tensor<1x128x58x58xf32>
    %104 = tensor.empty() : tensor<1x128x28x28xf32>
    %105 = linalg.fill ins(%cst : f32) outs(%104 : tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %106 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_67, %cst_19 : tensor<1x128x58x58xf32>, tensor<128x128x3x3xf32>) outs(%105 : tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %107 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%106, %cst_8 : tensor<1x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%104 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.subf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x128x28x28xf32>
    %108 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%107, %98 : tensor<1x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%104 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x128x28x28xf32>
    %109 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%108, %cst_8 : tensor<1x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%104 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x128x28x28xf32>
    %110 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%109, %cst_8 : tensor<1x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%104 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x128x28x28xf32>
    %111 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%110 : tensor<1x128x28x28xf32>) outs(%104 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = arith.cmpf ugt, %in, %cst : f32
      %402 = arith.select %401, %in, %cst : f32
      linalg.yield %402 : f32
    } -> tensor<1x128x28x28xf32>
    %112 = tensor.empty() : tensor<1x512x28x28xf32>
    %113 = linalg.fill ins(%cst : f32) outs(%112 : tensor<1x512x28x28xf32>) -> tensor<1x512x28x28xf32>
    %114 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%111, %cst_20 : tensor<1x128x28x28xf32>, tensor<512x128x1x1xf32>) outs(%113 : tensor<1x512x28x28xf32>) -> tensor<1x512x28x28xf32>
    %115 = tensor.empty() : tensor<1x512x1x1xf32>
    %116 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_5 : tensor<1x512x1x1xf32>) outs(%115 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = math.rsqrt %in : f32
      linalg.yield %401 : f32
    } -> tensor<1x512x1x1xf32>
    %117 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%114, %cst_6 : tensor<1x512x28x28xf32>, tensor<1x512x1x1xf32>) outs(%112 : tensor<1x512x28x28xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.subf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x512x28x28xf32>
    %118 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%117, %116 : tensor<1x512x28x28xf32>, tensor<1x512x1x1xf32>) outs(%112 : tensor<1x512x28x28xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x512x28x28xf32>
    %119 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%118, %cst_6 : tensor<1x512x28x28xf32>, tensor<1x512x1x1xf32>) outs(%112 : tensor<1x512x28x28xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x512x28x28xf32>
    %120 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119, %cst_6 : tensor<1x512x28x28xf32>, tensor<1x512x1x1xf32>) outs(%112 : tensor<1x512x28x28xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x512x28x28xf32>
    %121 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%93, %cst_17 : tensor<1x256x56x56xf32>, tensor<512x256x1x1xf32>) outs(%113 : tensor<1x512x28x28xf32>) -> tensor<1x512x28x28xf32>
    %122 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121, %cst_6 : tensor<1x512x28x28xf32>, tensor<1x512x1x1xf32>) outs(%112 : tensor<1x512x28x28xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.subf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x512x28x28xf32>
    %123 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122, %116 : tensor<1x512x28x28xf32>, tensor<1x512x1x1xf32>) outs(%112 : tensor<1x512x28x28xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x512x28x28xf32>
    %124 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%123, %cst_6 : tensor<1x512x28x28xf32>, tensor<1x512x1x1xf32>) outs(%112 : tensor<1x512x28x28xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x512x28x28xf32>
    %125 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%124, %cst_6 : tensor<1x512x28x28xf32>, tensor<1x512x1x1xf32>) outs(%112 : tensor<1x512x28x28xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x512x28x28xf32>
    %126 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120, %125 : tensor<1x512x28x28xf32>, tensor<1x512x28x28xf32>) outs(%112 : tensor<1x512x28x28xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x512x28x28xf32>
    %127 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%126 : tensor<1x512x28x28xf32>) outs(%112 : tensor<1x512x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = arith.cmpf ugt, %in, %cst : f32
      %402 = arith.select %401, %in, %cst : f32
      linalg.yield %402 : f32
    } -> tensor<1x512x28x28xf32>
    %128 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%127, %cst_21 : tensor<1x512x28x28xf32>, tensor<128x512x1x1xf32>) outs(%105 : tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %129 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%128, %cst_8 : tensor<1x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%104 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.subf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x128x28x28xf32>
    %130 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%129, %98 : tensor<1x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%104 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x128x28x28xf32>
    %131 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%130, %cst_8 : tensor<1x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%104 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x128x28x28xf32>
    %132 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%131, %cst_8 : tensor<1x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%104 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x128x28x28xf32>
    %133 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%132 : tensor<1x128x28x28xf32>) outs(%104 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = arith.cmpf ugt, %in, %cst : f32
      %402 = arith.select %401, %in, %cst : f32
      linalg.yield %402 : f32
    } -> tensor<1x128x28x28xf32>
    %padded_68 = tensor.pad %133 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x128x28x28xf32> to tensor<1x128x30x30xf32>
    %134 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_68, %cst_19 : tensor<1x128x30x30xf32>, tensor<128x128x3x3xf32>) outs(%105 : tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %135 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%134, %cst_8 : tensor<1x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%104 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.subf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x128x28x28xf32>
    %136 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%135, %98 : tensor<1x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%104 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x128x28x28xf32>
    %137 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%136, %cst_8 : tensor<1x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%104 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x128x28x28xf32>
    %138 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%137, %cst_8 : tensor<1x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%104 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x128x28x28xf32>
    %139 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%138 : tensor<1x128x28x28xf32>) outs(%104 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = arith.cmpf ugt, %in, %cst : f32
      %402 = arith.select %401, %in, %cst : f32
      linalg.yield %402 : f32
    } -> tensor<1x128x28x28xf32>
    %140 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%139, %cst_20 : tensor<1x128x28x28xf32>, tensor<512x128x1x1xf32>) outs(%113 : tensor<1x512x28x28xf32>) -> tensor<1x512x28x28xf32>
    %141 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%140, %cst_6 : tensor<1x512x28x28xf32>, tensor<1x512x1x1xf32>) outs(%112 : tensor<1x512x28x28xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.subf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x512x28x28xf32>
    %142 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%141, %116 : tensor<1x512x28x28xf32>, tensor<1x512x1x1xf32>) outs(%112 : tensor<1x512x28x28xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x512x28x28xf32>
    %143 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%142, %cst_6 : tensor<1x512x28x28xf32>, tensor<1x512x1x1xf32>) outs(%112 : tensor<1x512x28x28xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x512x28x28xf32>
    %144 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%143, %cst_6 : tensor<1x512x28x28xf32>, tensor<1x512x1x1xf32>) outs(%112 : tensor<1x512x28x28xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x512x28x28xf32>
    %145 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%144, %127 : tensor<1x512x28x28xf32>, tensor<1x512x28x28xf32>) outs(%112 : tensor<1x512x28x28xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x512x28x28xf32>
    %146 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%145 : tensor<1x512x28x28xf32>) outs(%112 : tensor<1x512x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = arith.cmpf ugt, %in, %cst : f32
      %402 = arith.select %401, %in, %cst : f32
      linalg.yield %402 : f32
    } -> tensor<1x512x28x28xf32>
    %147 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%146, %cst_21 : tensor<1x512x28x28xf32>, tensor<128x512x1x1xf32>) outs(%105 : tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %148 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%147, %cst_8 : tensor<1x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%104 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.subf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x128x28x28xf32>
    %149 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%148, %98 : tensor<1x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%104 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x128x28x28xf32>
    %150 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%149, %cst_8 : tensor<1x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%104 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x128x28x28xf32>
    %151 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%150, %cst_8 : tensor<1x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%104 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x128x28x28xf32>
    %152 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%151 : tensor<1x128x28x28xf32>) outs(%104 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = arith.cmpf ugt, %in, %cst : f32
      %402 = arith.select %401, %in, %cst : f32
      linalg.yield %402 : f32
    } -> tensor<1x128x28x28xf32>
    %padded_69 = tensor.pad %152 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x128x28x28xf32> to tensor<1x128x30x30xf32>
    %153 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_69, %cst_19 : tensor<1x128x30x30xf32>, tensor<128x128x3x3xf32>) outs(%105 : tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %154 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%153, %cst_8 : tensor<1x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%104 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.subf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x128x28x28xf32>
    %155 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%154, %98 : tensor<1x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%104 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x128x28x28xf32>
    %156 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%155, %cst_8 : tensor<1x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%104 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x128x28x28xf32>
    %157 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%156, %cst_8 : tensor<1x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%104 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x128x28x28xf32>
    %158 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%157 : tensor<1x128x28x28xf32>) outs(%104 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = arith.cmpf ugt, %in, %cst : f32
      %402 = arith.select %401, %in, %cst : f32
      linalg.yield %402 : f32
    } -> tensor<1x128x28x28xf32>
    %159 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%158, %cst_20 : tensor<1x128x28x28xf32>, tensor<512x128x1x1xf32>) outs(%113 : tensor<1x512x28x28xf32>) -> tensor<1x512x28x28xf32>
    %160 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%159, %cst_6 : tensor<1x512x28x28xf32>, tensor<1x512x1x1xf32>) outs(%112 : tensor<1x512x28x28xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.subf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x512x28x28xf32>
    %161 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%160, %116 : tensor<1x512x28x28xf32>, tensor<1x512x1x1xf32>) outs(%112 : tensor<1x512x28x28xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x512x28x28xf32>
    %162 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%161, %cst_6 : tensor<1x512x28x28xf32>, tensor<1x512x1x1xf32>) outs(%112 : tensor<1x512x28x28xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x512x28x28xf32>
    %163 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%162, %cst_6 : tensor<1x512x28x28xf32>, tensor<1x512x1x1xf32>) outs(%112 : tensor<1x512x28x28xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x512x28x28xf32>
    %164 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%163, %146 : tensor<1x512x28x28xf32>, tensor<1x512x28x28xf32>) outs(%112 : tensor<1x512x28x28xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x512x28x28xf32>
    %165 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%164 : tensor<1x512x28x28xf32>) outs(%112 : tensor<1x512x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = arith.cmpf ugt, %in, %cst : f32
      %402 = arith.select %401, %in, %cst : f32
      linalg.yield %402 : f32
    } -> tensor<1x512x28x28xf32>
    %166 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%165, %cst_21 : tensor<1x512x28x28xf32>, tensor<128x512x1x1xf32>) outs(%105 : tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %167 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%166, %cst_8 : tensor<1x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%104 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.subf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x128x28x28xf32>
    %168 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%167, %98 : tensor<1x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%104 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x128x28x28xf32>
    %169 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%168, %cst_8 : tensor<1x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%104 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x128x28x28xf32>
    %170 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%169, %cst_8 : tensor<1x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%104 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x128x28x28xf32>
    %171 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%170 : tensor<1x128x28x28xf32>) outs(%104 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = arith.cmpf ugt, %in, %cst : f32
      %402 = arith.select %401, %in, %cst : f32
      linalg.yield %402 : f32
    } -> tensor<1x128x28x28xf32>
    %padded_70 = tensor.pad %171 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x128x28x28xf32> to tensor<1x128x30x30xf32>
    %172 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_70, %cst_19 : tensor<1x128x30x30xf32>, tensor<128x128x3x3xf32>) outs(%105 : tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32>
    %173 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%172, %cst_8 : tensor<1x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%104 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.subf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x128x28x28xf32>
    %174 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%173, %98 : tensor<1x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%104 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x128x28x28xf32>
    %175 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%174, %cst_8 : tensor<1x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%104 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x128x28x28xf32>
    %176 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%175, %cst_8 : tensor<1x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%104 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x128x28x28xf32>
    %177 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176 : tensor<1x128x28x28xf32>) outs(%104 : tensor<1x128x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = arith.cmpf ugt, %in, %cst : f32
      %402 = arith.select %401, %in, %cst : f32
      linalg.yield %402 : f32
    } -> tensor<1x128x28x28xf32>
    %178 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%177, %cst_20 : tensor<1x128x28x28xf32>, tensor<512x128x1x1xf32>) outs(%113 : tensor<1x512x28x28xf32>) -> tensor<1x512x28x28xf32>
    %179 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%178, %cst_6 : tensor<1x512x28x28xf32>, tensor<1x512x1x1xf32>) outs(%112 : tensor<1x512x28x28xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.subf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x512x28x28xf32>
    %180 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%179, %116 : tensor<1x512x28x28xf32>, tensor<1x512x1x1xf32>) outs(%112 : tensor<1x512x28x28xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x512x28x28xf32>
    %181 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%180, %cst_6 : tensor<1x512x28x28xf32>, tensor<1x512x1x1xf32>) outs(%112 : tensor<1x512x28x28xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x512x28x28xf32>
    %182 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%181, %cst_6 : tensor<1x512x28x28xf32>, tensor<1x512x1x1xf32>) outs(%112 : tensor<1x512x28x28xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x512x28x28xf32>
    %183 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%182, %165 : tensor<1x512x28x28xf32>, tensor<1x512x28x28xf32>) outs(%112 : tensor<1x512x28x28xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x512x28x28xf32>
    %184 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%183 : tensor<1x512x28x28xf32>) outs(%112 : tensor<1x512x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = arith.cmpf ugt, %in, %cst : f32
      %402 = arith.select %401, %in, %cst : f32
      linalg.yield %402 : f32
    } -> tensor<1x512x28x28xf32>
    %185 = tensor.empty() : tensor<1x256x28x28xf32>
    %186 = linalg.fill ins(%cst : f32) outs(%185 : tensor<1x256x28x28xf32>) -> tensor<1x256x28x28xf32>
    %187 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%184, %cst_23 : tensor<1x512x28x28xf32>, tensor<256x512x1x1xf32>) outs(%186 : tensor<1x256x28x28xf32>) -> tensor<1x256x28x28xf32>
    %188 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%187, %cst_10 : tensor<1x256x28x28xf32>, tensor<1x256x1x1xf32>) outs(%185 : tensor<1x256x28x28xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.subf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x28x28xf32>
    %189 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%188, %36 : tensor<1x256x28x28xf32>, tensor<1x256x1x1xf32>) outs(%185 : tensor<1x256x28x28xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x28x28xf32>
    %190 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%189, %cst_10 : tensor<1x256x28x28xf32>, tensor<1x256x1x1xf32>) outs(%185 : tensor<1x256x28x28xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x28x28xf32>
    %191 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%190, %cst_10 : tensor<1x256x28x28xf32>, tensor<1x256x1x1xf32>) outs(%185 : tensor<1x256x28x28xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x28x28xf32>
    %192 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%191 : tensor<1x256x28x28xf32>) outs(%185 : tensor<1x256x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = arith.cmpf ugt, %in, %cst : f32
      %402 = arith.select %401, %in, %cst : f32
      linalg.yield %402 : f32
    } -> tensor<1x256x28x28xf32>
    %padded_71 = tensor.pad %192 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x256x28x28xf32> to tensor<1x256x30x30xf32>
    %193 = tensor.empty() : tensor<1x256x14x14xf32>
    %194 = linalg.fill ins(%cst : f32) outs(%193 : tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %195 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_71, %cst_24 : tensor<1x256x30x30xf32>, tensor<256x256x3x3xf32>) outs(%194 : tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %196 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%195, %cst_10 : tensor<1x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%193 : tensor<1x256x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.subf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x14x14xf32>
    %197 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%196, %36 : tensor<1x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%193 : tensor<1x256x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x14x14xf32>
    %198 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%197, %cst_10 : tensor<1x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%193 : tensor<1x256x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x14x14xf32>
    %199 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%198, %cst_10 : tensor<1x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%193 : tensor<1x256x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x14x14xf32>
    %200 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%199 : tensor<1x256x14x14xf32>) outs(%193 : tensor<1x256x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = arith.cmpf ugt, %in, %cst : f32
      %402 = arith.select %401, %in, %cst : f32
      linalg.yield %402 : f32
    } -> tensor<1x256x14x14xf32>
    %201 = tensor.empty() : tensor<1x1024x14x14xf32>
    %202 = linalg.fill ins(%cst : f32) outs(%201 : tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32>
    %203 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%200, %cst_25 : tensor<1x256x14x14xf32>, tensor<1024x256x1x1xf32>) outs(%202 : tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32>
    %204 = tensor.empty() : tensor<1x1024x1x1xf32>
    %205 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_3 : tensor<1x1024x1x1xf32>) outs(%204 : tensor<1x1024x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = math.rsqrt %in : f32
      linalg.yield %401 : f32
    } -> tensor<1x1024x1x1xf32>
    %206 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%203, %cst_4 : tensor<1x1024x14x14xf32>, tensor<1x1024x1x1xf32>) outs(%201 : tensor<1x1024x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.subf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x1024x14x14xf32>
    %207 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%206, %205 : tensor<1x1024x14x14xf32>, tensor<1x1024x1x1xf32>) outs(%201 : tensor<1x1024x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x1024x14x14xf32>
    %208 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%207, %cst_4 : tensor<1x1024x14x14xf32>, tensor<1x1024x1x1xf32>) outs(%201 : tensor<1x1024x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x1024x14x14xf32>
    %209 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%208, %cst_4 : tensor<1x1024x14x14xf32>, tensor<1x1024x1x1xf32>) outs(%201 : tensor<1x1024x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x1024x14x14xf32>
    %210 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%184, %cst_22 : tensor<1x512x28x28xf32>, tensor<1024x512x1x1xf32>) outs(%202 : tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32>
    %211 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%210, %cst_4 : tensor<1x1024x14x14xf32>, tensor<1x1024x1x1xf32>) outs(%201 : tensor<1x1024x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.subf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x1024x14x14xf32>
    %212 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%211, %205 : tensor<1x1024x14x14xf32>, tensor<1x1024x1x1xf32>) outs(%201 : tensor<1x1024x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x1024x14x14xf32>
    %213 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%212, %cst_4 : tensor<1x1024x14x14xf32>, tensor<1x1024x1x1xf32>) outs(%201 : tensor<1x1024x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x1024x14x14xf32>
    %214 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%213, %cst_4 : tensor<1x1024x14x14xf32>, tensor<1x1024x1x1xf32>) outs(%201 : tensor<1x1024x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x1024x14x14xf32>
    %215 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%209, %214 : tensor<1x1024x14x14xf32>, tensor<1x1024x14x14xf32>) outs(%201 : tensor<1x1024x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x1024x14x14xf32>
    %216 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%215 : tensor<1x1024x14x14xf32>) outs(%201 : tensor<1x1024x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = arith.cmpf ugt, %in, %cst : f32
      %402 = arith.select %401, %in, %cst : f32
      linalg.yield %402 : f32
    } -> tensor<1x1024x14x14xf32>
    %217 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%216, %cst_26 : tensor<1x1024x14x14xf32>, tensor<256x1024x1x1xf32>) outs(%194 : tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %218 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%217, %cst_10 : tensor<1x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%193 : tensor<1x256x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.subf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x14x14xf32>
    %219 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%218, %36 : tensor<1x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%193 : tensor<1x256x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x14x14xf32>
    %220 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%219, %cst_10 : tensor<1x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%193 : tensor<1x256x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x14x14xf32>
    %221 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%220, %cst_10 : tensor<1x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%193 : tensor<1x256x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x14x14xf32>
    %222 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%221 : tensor<1x256x14x14xf32>) outs(%193 : tensor<1x256x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = arith.cmpf ugt, %in, %cst : f32
      %402 = arith.select %401, %in, %cst : f32
      linalg.yield %402 : f32
    } -> tensor<1x256x14x14xf32>
    %padded_72 = tensor.pad %222 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x256x14x14xf32> to tensor<1x256x16x16xf32>
    %223 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_72, %cst_24 : tensor<1x256x16x16xf32>, tensor<256x256x3x3xf32>) outs(%194 : tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %224 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%223, %cst_10 : tensor<1x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%193 : tensor<1x256x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.subf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x14x14xf32>
    %225 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%224, %36 : tensor<1x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%193 : tensor<1x256x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x14x14xf32>
    %226 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%225, %cst_10 : tensor<1x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%193 : tensor<1x256x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x14x14xf32>
    %227 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%226, %cst_10 : tensor<1x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%193 : tensor<1x256x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x14x14xf32>
    %228 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%227 : tensor<1x256x14x14xf32>) outs(%193 : tensor<1x256x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = arith.cmpf ugt, %in, %cst : f32
      %402 = arith.select %401, %in, %cst : f32
      linalg.yield %402 : f32
    } -> tensor<1x256x14x14xf32>
    %229 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%228, %cst_25 : tensor<1x256x14x14xf32>, tensor<1024x256x1x1xf32>) outs(%202 : tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32>
    %230 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%229, %cst_4 : tensor<1x1024x14x14xf32>, tensor<1x1024x1x1xf32>) outs(%201 : tensor<1x1024x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.subf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x1024x14x14xf32>
    %231 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%230, %205 : tensor<1x1024x14x14xf32>, tensor<1x1024x1x1xf32>) outs(%201 : tensor<1x1024x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x1024x14x14xf32>
    %232 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%231, %cst_4 : tensor<1x1024x14x14xf32>, tensor<1x1024x1x1xf32>) outs(%201 : tensor<1x1024x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x1024x14x14xf32>
    %233 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%232, %cst_4 : tensor<1x1024x14x14xf32>, tensor<1x1024x1x1xf32>) outs(%201 : tensor<1x1024x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x1024x14x14xf32>
    %234 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%233, %216 : tensor<1x1024x14x14xf32>, tensor<1x1024x14x14xf32>) outs(%201 : tensor<1x1024x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x1024x14x14xf32>
    %235 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%234 : tensor<1x1024x14x14xf32>) outs(%201 : tensor<1x1024x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = arith.cmpf ugt, %in, %cst : f32
      %402 = arith.select %401, %in, %cst : f32
      linalg.yield %402 : f32
    } -> tensor<1x1024x14x14xf32>
    %236 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%235, %cst_26 : tensor<1x1024x14x14xf32>, tensor<256x1024x1x1xf32>) outs(%194 : tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %237 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%236, %cst_10 : tensor<1x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%193 : tensor<1x256x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.subf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x14x14xf32>
    %238 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%237, %36 : tensor<1x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%193 : tensor<1x256x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x14x14xf32>
    %239 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%238, %cst_10 : tensor<1x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%193 : tensor<1x256x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x14x14xf32>
    %240 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%239, %cst_10 : tensor<1x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%193 : tensor<1x256x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x14x14xf32>
    %241 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%240 : tensor<1x256x14x14xf32>) outs(%193 : tensor<1x256x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = arith.cmpf ugt, %in, %cst : f32
      %402 = arith.select %401, %in, %cst : f32
      linalg.yield %402 : f32
    } -> tensor<1x256x14x14xf32>
    %padded_73 = tensor.pad %241 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x256x14x14xf32> to tensor<1x256x16x16xf32>
    %242 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_73, %cst_24 : tensor<1x256x16x16xf32>, tensor<256x256x3x3xf32>) outs(%194 : tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %243 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%242, %cst_10 : tensor<1x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%193 : tensor<1x256x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.subf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x14x14xf32>
    %244 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%243, %36 : tensor<1x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%193 : tensor<1x256x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x14x14xf32>
    %245 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%244, %cst_10 : tensor<1x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%193 : tensor<1x256x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x14x14xf32>
    %246 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%245, %cst_10 : tensor<1x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%193 : tensor<1x256x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x14x14xf32>
    %247 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%246 : tensor<1x256x14x14xf32>) outs(%193 : tensor<1x256x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = arith.cmpf ugt, %in, %cst : f32
      %402 = arith.select %401, %in, %cst : f32
      linalg.yield %402 : f32
    } -> tensor<1x256x14x14xf32>
    %248 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%247, %cst_25 : tensor<1x256x14x14xf32>, tensor<1024x256x1x1xf32>) outs(%202 : tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32>
    %249 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%248, %cst_4 : tensor<1x1024x14x14xf32>, tensor<1x1024x1x1xf32>) outs(%201 : tensor<1x1024x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.subf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x1024x14x14xf32>
    %250 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%249, %205 : tensor<1x1024x14x14xf32>, tensor<1x1024x1x1xf32>) outs(%201 : tensor<1x1024x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x1024x14x14xf32>
    %251 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%250, %cst_4 : tensor<1x1024x14x14xf32>, tensor<1x1024x1x1xf32>) outs(%201 : tensor<1x1024x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x1024x14x14xf32>
    %252 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%251, %cst_4 : tensor<1x1024x14x14xf32>, tensor<1x1024x1x1xf32>) outs(%201 : tensor<1x1024x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x1024x14x14xf32>
    %253 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%252, %235 : tensor<1x1024x14x14xf32>, tensor<1x1024x14x14xf32>) outs(%201 : tensor<1x1024x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x1024x14x14xf32>
    %254 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%253 : tensor<1x1024x14x14xf32>) outs(%201 : tensor<1x1024x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = arith.cmpf ugt, %in, %cst : f32
      %402 = arith.select %401, %in, %cst : f32
      linalg.yield %402 : f32
    } -> tensor<1x1024x14x14xf32>
    %255 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%254, %cst_26 : tensor<1x1024x14x14xf32>, tensor<256x1024x1x1xf32>) outs(%194 : tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %256 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%255, %cst_10 : tensor<1x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%193 : tensor<1x256x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.subf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x14x14xf32>
    %257 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%256, %36 : tensor<1x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%193 : tensor<1x256x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x14x14xf32>
    %258 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%257, %cst_10 : tensor<1x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%193 : tensor<1x256x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x14x14xf32>
    %259 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%258, %cst_10 : tensor<1x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%193 : tensor<1x256x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x14x14xf32>
    %260 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%259 : tensor<1x256x14x14xf32>) outs(%193 : tensor<1x256x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = arith.cmpf ugt, %in, %cst : f32
      %402 = arith.select %401, %in, %cst : f32
      linalg.yield %402 : f32
    } -> tensor<1x256x14x14xf32>
    %padded_74 = tensor.pad %260 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x256x14x14xf32> to tensor<1x256x16x16xf32>
    %261 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_74, %cst_24 : tensor<1x256x16x16xf32>, tensor<256x256x3x3xf32>) outs(%194 : tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %262 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%261, %cst_10 : tensor<1x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%193 : tensor<1x256x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.subf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x14x14xf32>
    %263 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%262, %36 : tensor<1x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%193 : tensor<1x256x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x14x14xf32>
    %264 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%263, %cst_10 : tensor<1x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%193 : tensor<1x256x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x14x14xf32>
    %265 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%264, %cst_10 : tensor<1x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%193 : tensor<1x256x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x14x14xf32>
    %266 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%265 : tensor<1x256x14x14xf32>) outs(%193 : tensor<1x256x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = arith.cmpf ugt, %in, %cst : f32
      %402 = arith.select %401, %in, %cst : f32
      linalg.yield %402 : f32
    } -> tensor<1x256x14x14xf32>
    %267 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%266, %cst_25 : tensor<1x256x14x14xf32>, tensor<1024x256x1x1xf32>) outs(%202 : tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32>
    %268 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%267, %cst_4 : tensor<1x1024x14x14xf32>, tensor<1x1024x1x1xf32>) outs(%201 : tensor<1x1024x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.subf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x1024x14x14xf32>
    %269 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%268, %205 : tensor<1x1024x14x14xf32>, tensor<1x1024x1x1xf32>) outs(%201 : tensor<1x1024x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x1024x14x14xf32>
    %270 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%269, %cst_4 : tensor<1x1024x14x14xf32>, tensor<1x1024x1x1xf32>) outs(%201 : tensor<1x1024x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x1024x14x14xf32>
    %271 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%270, %cst_4 : tensor<1x1024x14x14xf32>, tensor<1x1024x1x1xf32>) outs(%201 : tensor<1x1024x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x1024x14x14xf32>
    %272 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%271, %254 : tensor<1x1024x14x14xf32>, tensor<1x1024x14x14xf32>) outs(%201 : tensor<1x1024x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x1024x14x14xf32>
    %273 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%272 : tensor<1x1024x14x14xf32>) outs(%201 : tensor<1x1024x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = arith.cmpf ugt, %in, %cst : f32
      %402 = arith.select %401, %in, %cst : f32
      linalg.yield %402 : f32
    } -> tensor<1x1024x14x14xf32>
    %274 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%273, %cst_26 : tensor<1x1024x14x14xf32>, tensor<256x1024x1x1xf32>) outs(%194 : tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %275 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%274, %cst_10 : tensor<1x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%193 : tensor<1x256x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.subf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x14x14xf32>
    %276 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%275, %36 : tensor<1x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%193 : tensor<1x256x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x14x14xf32>
    %277 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%276, %cst_10 : tensor<1x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%193 : tensor<1x256x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x14x14xf32>
    %278 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%277, %cst_10 : tensor<1x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%193 : tensor<1x256x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x14x14xf32>
    %279 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%278 : tensor<1x256x14x14xf32>) outs(%193 : tensor<1x256x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = arith.cmpf ugt, %in, %cst : f32
      %402 = arith.select %401, %in, %cst : f32
      linalg.yield %402 : f32
    } -> tensor<1x256x14x14xf32>
    %padded_75 = tensor.pad %279 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x256x14x14xf32> to tensor<1x256x16x16xf32>
    %280 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_75, %cst_24 : tensor<1x256x16x16xf32>, tensor<256x256x3x3xf32>) outs(%194 : tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %281 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%280, %cst_10 : tensor<1x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%193 : tensor<1x256x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.subf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x14x14xf32>
    %282 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%281, %36 : tensor<1x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%193 : tensor<1x256x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x14x14xf32>
    %283 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%282, %cst_10 : tensor<1x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%193 : tensor<1x256x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x14x14xf32>
    %284 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%283, %cst_10 : tensor<1x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%193 : tensor<1x256x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x14x14xf32>
    %285 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%284 : tensor<1x256x14x14xf32>) outs(%193 : tensor<1x256x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = arith.cmpf ugt, %in, %cst : f32
      %402 = arith.select %401, %in, %cst : f32
      linalg.yield %402 : f32
    } -> tensor<1x256x14x14xf32>
    %286 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%285, %cst_25 : tensor<1x256x14x14xf32>, tensor<1024x256x1x1xf32>) outs(%202 : tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32>
    %287 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%286, %cst_4 : tensor<1x1024x14x14xf32>, tensor<1x1024x1x1xf32>) outs(%201 : tensor<1x1024x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.subf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x1024x14x14xf32>
    %288 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%287, %205 : tensor<1x1024x14x14xf32>, tensor<1x1024x1x1xf32>) outs(%201 : tensor<1x1024x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x1024x14x14xf32>
    %289 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%288, %cst_4 : tensor<1x1024x14x14xf32>, tensor<1x1024x1x1xf32>) outs(%201 : tensor<1x1024x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x1024x14x14xf32>
    %290 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%289, %cst_4 : tensor<1x1024x14x14xf32>, tensor<1x1024x1x1xf32>) outs(%201 : tensor<1x1024x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x1024x14x14xf32>
    %291 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%290, %273 : tensor<1x1024x14x14xf32>, tensor<1x1024x14x14xf32>) outs(%201 : tensor<1x1024x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x1024x14x14xf32>
    %292 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%291 : tensor<1x1024x14x14xf32>) outs(%201 : tensor<1x1024x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = arith.cmpf ugt, %in, %cst : f32
      %402 = arith.select %401, %in, %cst : f32
      linalg.yield %402 : f32
    } -> tensor<1x1024x14x14xf32>
    %293 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%292, %cst_26 : tensor<1x1024x14x14xf32>, tensor<256x1024x1x1xf32>) outs(%194 : tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %294 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%293, %cst_10 : tensor<1x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%193 : tensor<1x256x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.subf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x14x14xf32>
    %295 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%294, %36 : tensor<1x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%193 : tensor<1x256x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x14x14xf32>
    %296 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%295, %cst_10 : tensor<1x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%193 : tensor<1x256x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x14x14xf32>
    %297 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%296, %cst_10 : tensor<1x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%193 : tensor<1x256x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x14x14xf32>
    %298 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%297 : tensor<1x256x14x14xf32>) outs(%193 : tensor<1x256x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = arith.cmpf ugt, %in, %cst : f32
      %402 = arith.select %401, %in, %cst : f32
      linalg.yield %402 : f32
    } -> tensor<1x256x14x14xf32>
    %padded_76 = tensor.pad %298 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x256x14x14xf32> to tensor<1x256x16x16xf32>
    %299 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_76, %cst_24 : tensor<1x256x16x16xf32>, tensor<256x256x3x3xf32>) outs(%194 : tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32>
    %300 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%299, %cst_10 : tensor<1x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%193 : tensor<1x256x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.subf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x14x14xf32>
    %301 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%300, %36 : tensor<1x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%193 : tensor<1x256x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x14x14xf32>
    %302 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%301, %cst_10 : tensor<1x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%193 : tensor<1x256x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x14x14xf32>
    %303 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%302, %cst_10 : tensor<1x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%193 : tensor<1x256x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x256x14x14xf32>
    %304 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%303 : tensor<1x256x14x14xf32>) outs(%193 : tensor<1x256x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = arith.cmpf ugt, %in, %cst : f32
      %402 = arith.select %401, %in, %cst : f32
      linalg.yield %402 : f32
    } -> tensor<1x256x14x14xf32>
    %305 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%304, %cst_25 : tensor<1x256x14x14xf32>, tensor<1024x256x1x1xf32>) outs(%202 : tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32>
    %306 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%305, %cst_4 : tensor<1x1024x14x14xf32>, tensor<1x1024x1x1xf32>) outs(%201 : tensor<1x1024x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.subf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x1024x14x14xf32>
    %307 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%306, %205 : tensor<1x1024x14x14xf32>, tensor<1x1024x1x1xf32>) outs(%201 : tensor<1x1024x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x1024x14x14xf32>
    %308 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%307, %cst_4 : tensor<1x1024x14x14xf32>, tensor<1x1024x1x1xf32>) outs(%201 : tensor<1x1024x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x1024x14x14xf32>
    %309 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%308, %cst_4 : tensor<1x1024x14x14xf32>, tensor<1x1024x1x1xf32>) outs(%201 : tensor<1x1024x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x1024x14x14xf32>
    %310 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%309, %292 : tensor<1x1024x14x14xf32>, tensor<1x1024x14x14xf32>) outs(%201 : tensor<1x1024x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x1024x14x14xf32>
    %311 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%310 : tensor<1x1024x14x14xf32>) outs(%201 : tensor<1x1024x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = arith.cmpf ugt, %in, %cst : f32
      %402 = arith.select %401, %in, %cst : f32
      linalg.yield %402 : f32
    } -> tensor<1x1024x14x14xf32>
    %312 = tensor.empty() : tensor<1x512x14x14xf32>
    %313 = linalg.fill ins(%cst : f32) outs(%312 : tensor<1x512x14x14xf32>) -> tensor<1x512x14x14xf32>
    %314 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%311, %cst_28 : tensor<1x1024x14x14xf32>, tensor<512x1024x1x1xf32>) outs(%313 : tensor<1x512x14x14xf32>) -> tensor<1x512x14x14xf32>
    %315 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%314, %cst_6 : tensor<1x512x14x14xf32>, tensor<1x512x1x1xf32>) outs(%312 : tensor<1x512x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.subf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x512x14x14xf32>
    %316 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%315, %116 : tensor<1x512x14x14xf32>, tensor<1x512x1x1xf32>) outs(%312 : tensor<1x512x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x512x14x14xf32>
    %317 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%316, %cst_6 : tensor<1x512x14x14xf32>, tensor<1x512x1x1xf32>) outs(%312 : tensor<1x512x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x512x14x14xf32>
    %318 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%317, %cst_6 : tensor<1x512x14x14xf32>, tensor<1x512x1x1xf32>) outs(%312 : tensor<1x512x14x14xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x512x14x14xf32>
    %319 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%318 : tensor<1x512x14x14xf32>) outs(%312 : tensor<1x512x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = arith.cmpf ugt, %in, %cst : f32
      %402 = arith.select %401, %in, %cst : f32
      linalg.yield %402 : f32
    } -> tensor<1x512x14x14xf32>
    %padded_77 = tensor.pad %319 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x512x14x14xf32> to tensor<1x512x16x16xf32>
    %320 = tensor.empty() : tensor<1x512x7x7xf32>
    %321 = linalg.fill ins(%cst : f32) outs(%320 : tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32>
    %322 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_77, %cst_29 : tensor<1x512x16x16xf32>, tensor<512x512x3x3xf32>) outs(%321 : tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32>
    %323 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%322, %cst_6 : tensor<1x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%320 : tensor<1x512x7x7xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.subf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x512x7x7xf32>
    %324 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%323, %116 : tensor<1x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%320 : tensor<1x512x7x7xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x512x7x7xf32>
    %325 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%324, %cst_6 : tensor<1x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%320 : tensor<1x512x7x7xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x512x7x7xf32>
    %326 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%325, %cst_6 : tensor<1x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%320 : tensor<1x512x7x7xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x512x7x7xf32>
    %327 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%326 : tensor<1x512x7x7xf32>) outs(%320 : tensor<1x512x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = arith.cmpf ugt, %in, %cst : f32
      %402 = arith.select %401, %in, %cst : f32
      linalg.yield %402 : f32
    } -> tensor<1x512x7x7xf32>
    %328 = tensor.empty() : tensor<1x2048x7x7xf32>
    %329 = linalg.fill ins(%cst : f32) outs(%328 : tensor<1x2048x7x7xf32>) -> tensor<1x2048x7x7xf32>
    %330 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%327, %cst_30 : tensor<1x512x7x7xf32>, tensor<2048x512x1x1xf32>) outs(%329 : tensor<1x2048x7x7xf32>) -> tensor<1x2048x7x7xf32>
    %331 = tensor.empty() : tensor<1x2048x1x1xf32>
    %332 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1 : tensor<1x2048x1x1xf32>) outs(%331 : tensor<1x2048x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = math.rsqrt %in : f32
      linalg.yield %401 : f32
    } -> tensor<1x2048x1x1xf32>
    %333 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%330, %cst_2 : tensor<1x2048x7x7xf32>, tensor<1x2048x1x1xf32>) outs(%328 : tensor<1x2048x7x7xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.subf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x2048x7x7xf32>
    %334 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%333, %332 : tensor<1x2048x7x7xf32>, tensor<1x2048x1x1xf32>) outs(%328 : tensor<1x2048x7x7xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x2048x7x7xf32>
    %335 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%334, %cst_2 : tensor<1x2048x7x7xf32>, tensor<1x2048x1x1xf32>) outs(%328 : tensor<1x2048x7x7xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x2048x7x7xf32>
    %336 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%335, %cst_2 : tensor<1x2048x7x7xf32>, tensor<1x2048x1x1xf32>) outs(%328 : tensor<1x2048x7x7xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x2048x7x7xf32>
    %337 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%311, %cst_27 : tensor<1x1024x14x14xf32>, tensor<2048x1024x1x1xf32>) outs(%329 : tensor<1x2048x7x7xf32>) -> tensor<1x2048x7x7xf32>
    %338 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%337, %cst_2 : tensor<1x2048x7x7xf32>, tensor<1x2048x1x1xf32>) outs(%328 : tensor<1x2048x7x7xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.subf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x2048x7x7xf32>
    %339 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%338, %332 : tensor<1x2048x7x7xf32>, tensor<1x2048x1x1xf32>) outs(%328 : tensor<1x2048x7x7xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x2048x7x7xf32>
    %340 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%339, %cst_2 : tensor<1x2048x7x7xf32>, tensor<1x2048x1x1xf32>) outs(%328 : tensor<1x2048x7x7xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x2048x7x7xf32>
    %341 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%340, %cst_2 : tensor<1x2048x7x7xf32>, tensor<1x2048x1x1xf32>) outs(%328 : tensor<1x2048x7x7xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x2048x7x7xf32>
    %342 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%336, %341 : tensor<1x2048x7x7xf32>, tensor<1x2048x7x7xf32>) outs(%328 : tensor<1x2048x7x7xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x2048x7x7xf32>
    %343 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%342 : tensor<1x2048x7x7xf32>) outs(%328 : tensor<1x2048x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = arith.cmpf ugt, %in, %cst : f32
      %402 = arith.select %401, %in, %cst : f32
      linalg.yield %402 : f32
    } -> tensor<1x2048x7x7xf32>
    %344 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%343, %cst_31 : tensor<1x2048x7x7xf32>, tensor<512x2048x1x1xf32>) outs(%321 : tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32>
    %345 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%344, %cst_6 : tensor<1x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%320 : tensor<1x512x7x7xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.subf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x512x7x7xf32>
    %346 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%345, %116 : tensor<1x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%320 : tensor<1x512x7x7xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x512x7x7xf32>
    %347 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%346, %cst_6 : tensor<1x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%320 : tensor<1x512x7x7xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x512x7x7xf32>
    %348 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%347, %cst_6 : tensor<1x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%320 : tensor<1x512x7x7xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x512x7x7xf32>
    %349 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%348 : tensor<1x512x7x7xf32>) outs(%320 : tensor<1x512x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = arith.cmpf ugt, %in, %cst : f32
      %402 = arith.select %401, %in, %cst : f32
      linalg.yield %402 : f32
    } -> tensor<1x512x7x7xf32>
    %padded_78 = tensor.pad %349 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x512x7x7xf32> to tensor<1x512x9x9xf32>
    %350 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_78, %cst_29 : tensor<1x512x9x9xf32>, tensor<512x512x3x3xf32>) outs(%321 : tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32>
    %351 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%350, %cst_6 : tensor<1x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%320 : tensor<1x512x7x7xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.subf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x512x7x7xf32>
    %352 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%351, %116 : tensor<1x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%320 : tensor<1x512x7x7xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x512x7x7xf32>
    %353 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%352, %cst_6 : tensor<1x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%320 : tensor<1x512x7x7xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x512x7x7xf32>
    %354 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%353, %cst_6 : tensor<1x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%320 : tensor<1x512x7x7xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x512x7x7xf32>
    %355 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%354 : tensor<1x512x7x7xf32>) outs(%320 : tensor<1x512x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = arith.cmpf ugt, %in, %cst : f32
      %402 = arith.select %401, %in, %cst : f32
      linalg.yield %402 : f32
    } -> tensor<1x512x7x7xf32>
    %356 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%355, %cst_30 : tensor<1x512x7x7xf32>, tensor<2048x512x1x1xf32>) outs(%329 : tensor<1x2048x7x7xf32>) -> tensor<1x2048x7x7xf32>
    %357 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%356, %cst_2 : tensor<1x2048x7x7xf32>, tensor<1x2048x1x1xf32>) outs(%328 : tensor<1x2048x7x7xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.subf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x2048x7x7xf32>
    %358 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%357, %332 : tensor<1x2048x7x7xf32>, tensor<1x2048x1x1xf32>) outs(%328 : tensor<1x2048x7x7xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x2048x7x7xf32>
    %359 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%358, %cst_2 : tensor<1x2048x7x7xf32>, tensor<1x2048x1x1xf32>) outs(%328 : tensor<1x2048x7x7xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x2048x7x7xf32>
    %360 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%359, %cst_2 : tensor<1x2048x7x7xf32>, tensor<1x2048x1x1xf32>) outs(%328 : tensor<1x2048x7x7xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x2048x7x7xf32>
    %361 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%360, %343 : tensor<1x2048x7x7xf32>, tensor<1x2048x7x7xf32>) outs(%328 : tensor<1x2048x7x7xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x2048x7x7xf32>
    %362 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%361 : tensor<1x2048x7x7xf32>) outs(%328 : tensor<1x2048x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = arith.cmpf ugt, %in, %cst : f32
      %402 = arith.select %401, %in, %cst : f32
      linalg.yield %402 : f32
    } -> tensor<1x2048x7x7xf32>
    %363 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%362, %cst_31 : tensor<1x2048x7x7xf32>, tensor<512x2048x1x1xf32>) outs(%321 : tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32>
    %364 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%363, %cst_6 : tensor<1x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%320 : tensor<1x512x7x7xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.subf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x512x7x7xf32>
    %365 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%364, %116 : tensor<1x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%320 : tensor<1x512x7x7xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x512x7x7xf32>
    %366 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%365, %cst_6 : tensor<1x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%320 : tensor<1x512x7x7xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x512x7x7xf32>
    %367 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%366, %cst_6 : tensor<1x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%320 : tensor<1x512x7x7xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x512x7x7xf32>
    %368 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%367 : tensor<1x512x7x7xf32>) outs(%320 : tensor<1x512x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = arith.cmpf ugt, %in, %cst : f32
      %402 = arith.select %401, %in, %cst : f32
      linalg.yield %402 : f32
    } -> tensor<1x512x7x7xf32>
    %padded_79 = tensor.pad %368 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x512x7x7xf32> to tensor<1x512x9x9xf32>
    %369 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_79, %cst_29 : tensor<1x512x9x9xf32>, tensor<512x512x3x3xf32>) outs(%321 : tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32>
    %370 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%369, %cst_6 : tensor<1x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%320 : tensor<1x512x7x7xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.subf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x512x7x7xf32>
    %371 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%370, %116 : tensor<1x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%320 : tensor<1x512x7x7xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x512x7x7xf32>
    %372 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%371, %cst_6 : tensor<1x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%320 : tensor<1x512x7x7xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x512x7x7xf32>
    %373 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%372, %cst_6 : tensor<1x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%320 : tensor<1x512x7x7xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x512x7x7xf32>
    %374 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%373 : tensor<1x512x7x7xf32>) outs(%320 : tensor<1x512x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = arith.cmpf ugt, %in, %cst : f32
      %402 = arith.select %401, %in, %cst : f32
      linalg.yield %402 : f32
    } -> tensor<1x512x7x7xf32>
    %375 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%374, %cst_30 : tensor<1x512x7x7xf32>, tensor<2048x512x1x1xf32>) outs(%329 : tensor<1x2048x7x7xf32>) -> tensor<1x2048x7x7xf32>
    %376 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%375, %cst_2 : tensor<1x2048x7x7xf32>, tensor<1x2048x1x1xf32>) outs(%328 : tensor<1x2048x7x7xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.subf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x2048x7x7xf32>
    %377 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%376, %332 : tensor<1x2048x7x7xf32>, tensor<1x2048x1x1xf32>) outs(%328 : tensor<1x2048x7x7xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x2048x7x7xf32>
    %378 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%377, %cst_2 : tensor<1x2048x7x7xf32>, tensor<1x2048x1x1xf32>) outs(%328 : tensor<1x2048x7x7xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.mulf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x2048x7x7xf32>
    %379 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%378, %cst_2 : tensor<1x2048x7x7xf32>, tensor<1x2048x1x1xf32>) outs(%328 : tensor<1x2048x7x7xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x2048x7x7xf32>
    %380 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%379, %362 : tensor<1x2048x7x7xf32>, tensor<1x2048x7x7xf32>) outs(%328 : tensor<1x2048x7x7xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x2048x7x7xf32>
    %381 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%380 : tensor<1x2048x7x7xf32>) outs(%328 : tensor<1x2048x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = arith.cmpf ugt, %in, %cst : f32
      %402 = arith.select %401, %in, %cst : f32
      linalg.yield %402 : f32
    } -> tensor<1x2048x7x7xf32>
    %382 = linalg.fill ins(%cst : f32) outs(%331 : tensor<1x2048x1x1xf32>) -> tensor<1x2048x1x1xf32>
    %383 = tensor.empty() : tensor<7x7xf32>
    %384 = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%381, %383 : tensor<1x2048x7x7xf32>, tensor<7x7xf32>) outs(%382 : tensor<1x2048x1x1xf32>) -> tensor<1x2048x1x1xf32>
    %385 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%384 : tensor<1x2048x1x1xf32>) outs(%331 : tensor<1x2048x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = arith.divf %in, %cst_61 : f32
      linalg.yield %401 : f32
    } -> tensor<1x2048x1x1xf32>
    %collapsed = tensor.collapse_shape %385 [[0], [1, 2, 3]] : tensor<1x2048x1x1xf32> into tensor<1x2048xf32>
    %386 = tensor.empty() : tensor<1x1000xf32>
    %387 = linalg.fill ins(%cst : f32) outs(%386 : tensor<1x1000xf32>) -> tensor<1x1000xf32>
    %388 = linalg.matmul ins(%collapsed, %cst_62 : tensor<1x2048xf32>, tensor<2048x1000xf32>) outs(%387 : tensor<1x1000xf32>) -> tensor<1x1000xf32>
    %389 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%388, %cst_12 : tensor<1x1000xf32>, tensor<1000xf32>) outs(%386 : tensor<1x1000xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.addf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x1000xf32>
    %390 = tensor.empty() : tensor<1xi64>
    %391 = linalg.fill ins(%c0_i64 : i64) outs(%390 : tensor<1xi64>) -> tensor<1xi64>
    %392 = tensor.empty() : tensor<1xf32>
    %393 = linalg.fill ins(%cst_0 : f32) outs(%392 : tensor<1xf32>) -> tensor<1xf32>
    %394:2 = linalg.generic {indexing_maps = [#map2, #map4, #map4], iterator_types = ["parallel", "reduction"]} ins(%389 : tensor<1x1000xf32>) outs(%393, %391 : tensor<1xf32>, tensor<1xi64>) {
    ^bb0(%in: f32, %out: f32, %out_80: i64):
      %401 = linalg.index 1 : index
      %402 = arith.index_cast %401 : index to i64
      %403 = arith.maximumf %in, %out : f32
      %404 = arith.cmpf ogt, %in, %out : f32
      %405 = arith.select %404, %402, %out_80 : i64
      linalg.yield %403, %405 : f32, i64
    } -> (tensor<1xf32>, tensor<1xi64>)
    %expanded = tensor.expand_shape %394#0 [[0, 1]] output_shape [1, 1] : tensor<1xf32> into tensor<1x1xf32>
    %395 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel"]} ins(%389, %expanded : tensor<1x1000xf32>, tensor<1x1xf32>) outs(%386 : tensor<1x1000xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.subf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x1000xf32>
    %396 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%395 : tensor<1x1000xf32>) outs(%386 : tensor<1x1000xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = math.exp %in : f32
      linalg.yield %401 : f32
    } -> tensor<1x1000xf32>
    %397 = tensor.empty() : tensor<1x1xf32>
    %398 = linalg.fill ins(%cst : f32) outs(%397 : tensor<1x1xf32>) -> tensor<1x1xf32>
    %399 = linalg.generic {indexing_maps = [#map2, #map5], iterator_types = ["parallel", "reduction"]} ins(%396 : tensor<1x1000xf32>) outs(%398 : tensor<1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %401 = arith.addf %in, %out : f32
      linalg.yield %401 : f32
    } -> tensor<1x1xf32>
    %400 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel"]} ins(%396, %399 : tensor<1x1000xf32>, tensor<1x1xf32>) outs(%386 : tensor<1x1000xf32>) {
    ^bb0(%in: f32, %in_80: f32, %out: f32):
      %401 = arith.divf %in, %in_80 : f32
      linalg.yield %401 : f32
    } -> tensor<1x1000xf32>
    return %400 : tensor<1x1000xf32>
  }
}

