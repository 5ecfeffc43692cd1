// squeezenet: made by scripts/make_linalg_models.py from light_squeezenet.onnx (weights replaced by splat constants).
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d0, 0)>
module {
  func.func @squeezenet_old(%arg0: tensor<1x3x224x224xf32>) -> tensor<1x1000x1x1xf32> {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense<0.00999999977> : tensor<64xf32>
    %cst_2 = arith.constant dense<0.00999999977> : tensor<64xf32>
    %cst_3 = arith.constant dense<0.00999999977> : tensor<64xf32>
    %cst_4 = arith.constant dense<0.00999999977> : tensor<16xf32>
    %cst_5 = arith.constant dense<0.00999999977> : tensor<64xf32>
    %cst_6 = arith.constant dense<0.00999999977> : tensor<64xf32>
    %cst_7 = arith.constant dense<0.00999999977> : tensor<16xf32>
    %cst_8 = arith.constant dense<0.00999999977> : tensor<32xf32>
    %cst_9 = arith.constant dense<0.00999999977> : tensor<32xf32>
    %cst_10 = arith.constant dense<0.00999999977> : tensor<48xf32>
    %cst_11 = arith.constant dense<0.00999999977> : tensor<48xf32>
    %cst_12 = arith.constant dense<0.00999999977> : tensor<64xf32>
    %cst_13 = arith.constant dense<0.00999999977> : tensor<64xf32>
    %cst_14 = arith.constant dense<2.000000e-02> : tensor<1000x512x1x1xf32>
    %cst_15 = arith.constant dense<2.000000e-02> : tensor<64x3x3x3xf32>
    %cst_16 = arith.constant dense<2.000000e-02> : tensor<64x16x1x1xf32>
    %cst_17 = arith.constant dense<2.000000e-02> : tensor<64x16x3x3xf32>
    %cst_18 = arith.constant dense<2.000000e-02> : tensor<16x64x1x1xf32>
    %cst_19 = arith.constant dense<2.000000e-02> : tensor<16x128x1x1xf32>
    %cst_20 = arith.constant dense<2.000000e-02> : tensor<128x32x1x1xf32>
    %cst_21 = arith.constant dense<2.000000e-02> : tensor<128x32x3x3xf32>
    %cst_22 = arith.constant dense<2.000000e-02> : tensor<32x128x1x1xf32>
    %cst_23 = arith.constant dense<2.000000e-02> : tensor<32x256x1x1xf32>
    %cst_24 = arith.constant dense<2.000000e-02> : tensor<192x48x1x1xf32>
    %cst_25 = arith.constant dense<2.000000e-02> : tensor<192x48x3x3xf32>
    %cst_26 = arith.constant dense<2.000000e-02> : tensor<48x256x1x1xf32>
    %cst_27 = arith.constant dense<2.000000e-02> : tensor<48x384x1x1xf32>
    %cst_28 = arith.constant dense<2.000000e-02> : tensor<256x64x1x1xf32>
    %cst_29 = arith.constant dense<2.000000e-02> : tensor<256x64x3x3xf32>
    %cst_30 = arith.constant dense<2.000000e-02> : tensor<64x384x1x1xf32>
    %cst_31 = arith.constant dense<2.000000e-02> : tensor<64x512x1x1xf32>
    %cst_32 = arith.constant dense<2.000000e-02> : tensor<1x128x27x27xf32>
    %cst_33 = arith.constant dense<2.000000e-02> : tensor<1x192x13x13xf32>
    %cst_34 = arith.constant dense<2.000000e-02> : tensor<1x256x13x13xf32>
    %cst_35 = arith.constant dense<2.000000e-02> : tensor<1x1000x13x13xf32>
    %cst_36 = arith.constant 1.690000e+02 : f32
    %0 = tensor.empty() : tensor<1x64x111x111xf32>
    %broadcasted = linalg.broadcast ins(%cst_1 : tensor<64xf32>) outs(%0 : tensor<1x64x111x111xf32>) dimensions = [0, 2, 3] 
    %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%arg0, %cst_15 : tensor<1x3x224x224xf32>, tensor<64x3x3x3xf32>) outs(%broadcasted : tensor<1x64x111x111xf32>) -> tensor<1x64x111x111xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1 : tensor<1x64x111x111xf32>) outs(%0 : tensor<1x64x111x111xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.cmpf ugt, %in, %cst : f32
      %87 = arith.select %86, %in, %cst : f32
      linalg.yield %87 : f32
    } -> tensor<1x64x111x111xf32>
    %3 = tensor.empty() : tensor<1x64x55x55xf32>
    %4 = linalg.fill ins(%cst_0 : f32) outs(%3 : tensor<1x64x55x55xf32>) -> tensor<1x64x55x55xf32>
    %5 = tensor.empty() : tensor<3x3xf32>
    %6 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%2, %5 : tensor<1x64x111x111xf32>, tensor<3x3xf32>) outs(%4 : tensor<1x64x55x55xf32>) -> tensor<1x64x55x55xf32>
    %7 = tensor.empty() : tensor<1x16x55x55xf32>
    %broadcasted_37 = linalg.broadcast ins(%cst_4 : tensor<16xf32>) outs(%7 : tensor<1x16x55x55xf32>) dimensions = [0, 2, 3] 
    %8 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%6, %cst_18 : tensor<1x64x55x55xf32>, tensor<16x64x1x1xf32>) outs(%broadcasted_37 : tensor<1x16x55x55xf32>) -> tensor<1x16x55x55xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8 : tensor<1x16x55x55xf32>) outs(%7 : tensor<1x16x55x55xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.cmpf ugt, %in, %cst : f32
      %87 = arith.select %86, %in, %cst : f32
      linalg.yield %87 : f32
    } -> tensor<1x16x55x55xf32>
    %broadcasted_38 = linalg.broadcast ins(%cst_2 : tensor<64xf32>) outs(%3 : tensor<1x64x55x55xf32>) dimensions = [0, 2, 3] 
    %10 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%9, %cst_16 : tensor<1x16x55x55xf32>, tensor<64x16x1x1xf32>) outs(%broadcasted_38 : tensor<1x64x55x55xf32>) -> tensor<1x64x55x55xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10 : tensor<1x64x55x55xf32>) outs(%3 : tensor<1x64x55x55xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.cmpf ugt, %in, %cst : f32
      %87 = arith.select %86, %in, %cst : f32
      linalg.yield %87 : f32
    } -> tensor<1x64x55x55xf32>
    %padded = tensor.pad %9 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x16x55x55xf32> to tensor<1x16x57x57xf32>
    %broadcasted_39 = linalg.broadcast ins(%cst_3 : tensor<64xf32>) outs(%3 : tensor<1x64x55x55xf32>) dimensions = [0, 2, 3] 
    %12 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %cst_17 : tensor<1x16x57x57xf32>, tensor<64x16x3x3xf32>) outs(%broadcasted_39 : tensor<1x64x55x55xf32>) -> tensor<1x64x55x55xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12 : tensor<1x64x55x55xf32>) outs(%3 : tensor<1x64x55x55xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.cmpf ugt, %in, %cst : f32
      %87 = arith.select %86, %in, %cst : f32
      linalg.yield %87 : f32
    } -> tensor<1x64x55x55xf32>
    %concat = tensor.concat dim(1) %11, %13 : (tensor<1x64x55x55xf32>, tensor<1x64x55x55xf32>) -> tensor<1x128x55x55xf32>
    %broadcasted_40 = linalg.broadcast ins(%cst_7 : tensor<16xf32>) outs(%7 : tensor<1x16x55x55xf32>) dimensions = [0, 2, 3] 
    %14 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%concat, %cst_19 : tensor<1x128x55x55xf32>, tensor<16x128x1x1xf32>) outs(%broadcasted_40 : tensor<1x16x55x55xf32>) -> tensor<1x16x55x55xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14 : tensor<1x16x55x55xf32>) outs(%7 : tensor<1x16x55x55xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.cmpf ugt, %in, %cst : f32
      %87 = arith.select %86, %in, %cst : f32
      linalg.yield %87 : f32
    } -> tensor<1x16x55x55xf32>
    %broadcasted_41 = linalg.broadcast ins(%cst_5 : tensor<64xf32>) outs(%3 : tensor<1x64x55x55xf32>) dimensions = [0, 2, 3] 
    %16 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%15, %cst_16 : tensor<1x16x55x55xf32>, tensor<64x16x1x1xf32>) outs(%broadcasted_41 : tensor<1x64x55x55xf32>) -> tensor<1x64x55x55xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16 : tensor<1x64x55x55xf32>) outs(%3 : tensor<1x64x55x55xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.cmpf ugt, %in, %cst : f32
      %87 = arith.select %86, %in, %cst : f32
      linalg.yield %87 : f32
    } -> tensor<1x64x55x55xf32>
    %padded_42 = tensor.pad %15 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x16x55x55xf32> to tensor<1x16x57x57xf32>
    %broadcasted_43 = linalg.broadcast ins(%cst_6 : tensor<64xf32>) outs(%3 : tensor<1x64x55x55xf32>) dimensions = [0, 2, 3] 
    %18 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_42, %cst_17 : tensor<1x16x57x57xf32>, tensor<64x16x3x3xf32>) outs(%broadcasted_43 : tensor<1x64x55x55xf32>) -> tensor<1x64x55x55xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18 : tensor<1x64x55x55xf32>) outs(%3 : tensor<1x64x55x55xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.cmpf ugt, %in, %cst : f32
      %87 = arith.select %86, %in, %cst : f32
      linalg.yield %87 : f32
    } -> tensor<1x64x55x55xf32>
    %concat_44 = tensor.concat dim(1) %17, %19 : (tensor<1x64x55x55xf32>, tensor<1x64x55x55xf32>) -> tensor<1x128x55x55xf32>
    %20 = tensor.empty() : tensor<1x128x27x27xf32>
    %21 = linalg.fill ins(%cst_0 : f32) outs(%20 : tensor<1x128x27x27xf32>) -> tensor<1x128x27x27xf32>
    %22 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%concat_44, %5 : tensor<1x128x55x55xf32>, tensor<3x3xf32>) outs(%21 : tensor<1x128x27x27xf32>) -> tensor<1x128x27x27xf32>
    %23 = tensor.empty() : tensor<1x32x27x27xf32>
    %broadcasted_45 = linalg.broadcast ins(%cst_8 : tensor<32xf32>) outs(%23 : tensor<1x32x27x27xf32>) dimensions = [0, 2, 3] 
    %24 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%22, %cst_22 : tensor<1x128x27x27xf32>, tensor<32x128x1x1xf32>) outs(%broadcasted_45 : tensor<1x32x27x27xf32>) -> tensor<1x32x27x27xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24 : tensor<1x32x27x27xf32>) outs(%23 : tensor<1x32x27x27xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.cmpf ugt, %in, %cst : f32
      %87 = arith.select %86, %in, %cst : f32
      linalg.yield %87 : f32
    } -> tensor<1x32x27x27xf32>
    %26 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%25, %cst_20 : tensor<1x32x27x27xf32>, tensor<128x32x1x1xf32>) outs(%cst_32 : tensor<1x128x27x27xf32>) -> tensor<1x128x27x27xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%26 : tensor<1x128x27x27xf32>) outs(%20 : tensor<1x128x27x27xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.cmpf ugt, %in, %cst : f32
      %87 = arith.select %86, %in, %cst : f32
      linalg.yield %87 : f32
    } -> tensor<1x128x27x27xf32>
    %padded_46 = tensor.pad %25 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x32x27x27xf32> to tensor<1x32x29x29xf32>
    %28 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_46, %cst_21 : tensor<1x32x29x29xf32>, tensor<128x32x3x3xf32>) outs(%cst_32 : tensor<1x128x27x27xf32>) -> tensor<1x128x27x27xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28 : tensor<1x128x27x27xf32>) outs(%20 : tensor<1x128x27x27xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.cmpf ugt, %in, %cst : f32
      %87 = arith.select %86, %in, %cst : f32
      linalg.yield %87 : f32
    } -> tensor<1x128x27x27xf32>
    %concat_47 = tensor.concat dim(1) %27, %29 : (tensor<1x128x27x27xf32>, tensor<1x128x27x27xf32>) -> tensor<1x256x27x27xf32>
    %broadcasted_48 = linalg.broadcast ins(%cst_9 : tensor<32xf32>) outs(%23 : tensor<1x32x27x27xf32>) dimensions = [0, 2, 3] 
    %30 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%concat_47, %cst_23 : tensor<1x256x27x27xf32>, tensor<32x256x1x1xf32>) outs(%broadcasted_48 : tensor<1x32x27x27xf32>) -> tensor<1x32x27x27xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30 : tensor<1x32x27x27xf32>) outs(%23 : tensor<1x32x27x27xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.cmpf ugt, %in, %cst : f32
      %87 = arith.select %86, %in, %cst : f32
      linalg.yield %87 : f32
    } -> tensor<1x32x27x27xf32>
    %32 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%31, %cst_20 : tensor<1x32x27x27xf32>, tensor<128x32x1x1xf32>) outs(%cst_32 : tensor<1x128x27x27xf32>) -> tensor<1x128x27x27xf32>
    %33 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32 : tensor<1x128x27x27xf32>) outs(%20 : tensor<1x128x27x27xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.cmpf ugt, %in, %cst : f32
      %87 = arith.select %86, %in, %cst : f32
      linalg.yield %87 : f32
    } -> tensor<1x128x27x27xf32>
    %padded_49 = tensor.pad %31 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x32x27x27xf32> to tensor<1x32x29x29xf32>
    %34 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_49, %cst_21 : tensor<1x32x29x29xf32>, tensor<128x32x3x3xf32>) outs(%cst_32 : tensor<1x128x27x27xf32>) -> tensor<1x128x27x27xf32>
    %35 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%34 : tensor<1x128x27x27xf32>) outs(%20 : tensor<1x128x27x27xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.cmpf ugt, %in, %cst : f32
      %87 = arith.select %86, %in, %cst : f32
      linalg.yield %87 : f32
    } -> tensor<1x128x27x27xf32>
    %concat_50 = tensor.concat dim(1) %33, %35 : (tensor<1x128x27x27xf32>, tensor<1x128x27x27xf32>) -> tensor<1x256x27x27xf32>
    %36 = tensor.empty() : tensor<1x256x13x13xf32>
    %37 = linalg.fill ins(%cst_0 : f32) outs(%36 : tensor<1x256x13x13xf32>) -> tensor<1x256x13x13xf32>
    %38 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%concat_50, %5 : tensor<1x256x27x27xf32>, tensor<3x3xf32>) outs(%37 : tensor<1x256x13x13xf32>) -> tensor<1x256x13x13xf32>
    %39 = tensor.empty() : tensor<1x48x13x13xf32>
    %broadcasted_51 = linalg.broadcast ins(%cst_10 : tensor<48xf32>) outs(%39 : tensor<1x48x13x13xf32>) dimensions = [0, 2, 3] 
    %40 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%38, %cst_26 : tensor<1x256x13x13xf32>, tensor<48x256x1x1xf32>) outs(%broadcasted_51 : tensor<1x48x13x13xf32>) -> tensor<1x48x13x13xf32>
    %41 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40 : tensor<1x48x13x13xf32>) outs(%39 : tensor<1x48x13x13xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.cmpf ugt, %in, %cst : f32
      %87 = arith.select %86, %in, %cst : f32
      linalg.yield %87 : f32
    } -> tensor<1x48x13x13xf32>
    %42 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%41, %cst_24 : tensor<1x48x13x13xf32>, tensor<192x48x1x1xf32>) outs(%cst_33 : tensor<1x192x13x13xf32>) -> tensor<1x192x13x13xf32>
    %43 = tensor.empty() : tensor<1x192x13x13xf32>
    %44 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42 : tensor<1x192x13x13xf32>) outs(%43 : tensor<1x192x13x13xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.cmpf ugt, %in, %cst : f32
      %87 = arith.select %86, %in, %cst : f32
      linalg.yield %87 : f32
    } -> tensor<1x192x13x13xf32>
    %padded_52 = tensor.pad %41 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x48x13x13xf32> to tensor<1x48x15x15xf32>
    %45 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_52, %cst_25 : tensor<1x48x15x15xf32>, tensor<192x48x3x3xf32>) outs(%cst_33 : tensor<1x192x13x13xf32>) -> tensor<1x192x13x13xf32>
    %46 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45 : tensor<1x192x13x13xf32>) outs(%43 : tensor<1x192x13x13xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.cmpf ugt, %in, %cst : f32
      %87 = arith.select %86, %in, %cst : f32
      linalg.yield %87 : f32
    } -> tensor<1x192x13x13xf32>
    %concat_53 = tensor.concat dim(1) %44, %46 : (tensor<1x192x13x13xf32>, tensor<1x192x13x13xf32>) -> tensor<1x384x13x13xf32>
    %broadcasted_54 = linalg.broadcast ins(%cst_11 : tensor<48xf32>) outs(%39 : tensor<1x48x13x13xf32>) dimensions = [0, 2, 3] 
    %47 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%concat_53, %cst_27 : tensor<1x384x13x13xf32>, tensor<48x384x1x1xf32>) outs(%broadcasted_54 : tensor<1x48x13x13xf32>) -> tensor<1x48x13x13xf32>
    %48 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47 : tensor<1x48x13x13xf32>) outs(%39 : tensor<1x48x13x13xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.cmpf ugt, %in, %cst : f32
      %87 = arith.select %86, %in, %cst : f32
      linalg.yield %87 : f32
    } -> tensor<1x48x13x13xf32>
    %49 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%48, %cst_24 : tensor<1x48x13x13xf32>, tensor<192x48x1x1xf32>) outs(%cst_33 : tensor<1x192x13x13xf32>) -> tensor<1x192x13x13xf32>
    %50 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49 : tensor<1x192x13x13xf32>) outs(%43 : tensor<1x192x13x13xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.cmpf ugt, %in, %cst : f32
      %87 = arith.select %86, %in, %cst : f32
      linalg.yield %87 : f32
    } -> tensor<1x192x13x13xf32>
    %padded_55 = tensor.pad %48 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x48x13x13xf32> to tensor<1x48x15x15xf32>
    %51 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_55, %cst_25 : tensor<1x48x15x15xf32>, tensor<192x48x3x3xf32>) outs(%cst_33 : tensor<1x192x13x13xf32>) -> tensor<1x192x13x13xf32>
    %52 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51 : tensor<1x192x13x13xf32>) outs(%43 : tensor<1x192x13x13xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.cmpf ugt, %in, %cst : f32
      %87 = arith.select %86, %in, %cst : f32
      linalg.yield %87 : f32
    } -> tensor<1x192x13x13xf32>
    %concat_56 = tensor.concat dim(1) %50, %52 : (tensor<1x192x13x13xf32>, tensor<1x192x13x13xf32>) -> tensor<1x384x13x13xf32>
    %53 = tensor.empty() : tensor<1x64x13x13xf32>
    %broadcasted_57 = linalg.broadcast ins(%cst_12 : tensor<64xf32>) outs(%53 : tensor<1x64x13x13xf32>) dimensions = [0, 2, 3] 
    %54 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%concat_56, %cst_30 : tensor<1x384x13x13xf32>, tensor<64x384x1x1xf32>) outs(%broadcasted_57 : tensor<1x64x13x13xf32>) -> tensor<1x64x13x13xf32>
    %55 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54 : tensor<1x64x13x13xf32>) outs(%53 : tensor<1x64x13x13xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.cmpf ugt, %in, %cst : f32
      %87 = arith.select %86, %in, %cst : f32
      linalg.yield %87 : f32
    } -> tensor<1x64x13x13xf32>
    %56 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%55, %cst_28 : tensor<1x64x13x13xf32>, tensor<256x64x1x1xf32>) outs(%cst_34 : tensor<1x256x13x13xf32>) -> tensor<1x256x13x13xf32>
    %57 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56 : tensor<1x256x13x13xf32>) outs(%36 : tensor<1x256x13x13xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.cmpf ugt, %in, %cst : f32
      %87 = arith.select %86, %in, %cst : f32
      linalg.yield %87 : f32
    } -> tensor<1x256x13x13xf32>
    %padded_58 = tensor.pad %55 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x64x13x13xf32> to tensor<1x64x15x15xf32>
    %58 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_58, %cst_29 : tensor<1x64x15x15xf32>, tensor<256x64x3x3xf32>) outs(%cst_34 : tensor<1x256x13x13xf32>) -> tensor<1x256x13x13xf32>
    %59 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58 : tensor<1x256x13x13xf32>) outs(%36 : tensor<1x256x13x13xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.cmpf ugt, %in, %cst : f32
      %87 = arith.select %86, %in, %cst : f32
      linalg.yield %87 : f32
    } -> tensor<1x256x13x13xf32>
    %concat_59 = tensor.concat dim(1) %57, %59 : (tensor<1x256x13x13xf32>, tensor<1x256x13x13xf32>) -> tensor<1x512x13x13xf32>
    %broadcasted_60 = linalg.broadcast ins(%cst_13 : tensor<64xf32>) outs(%53 : tensor<1x64x13x13xf32>) dimensions = [0, 2, 3] 
    %60 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%concat_59, %cst_31 : tensor<1x512x13x13xf32>, tensor<64x512x1x1xf32>) outs(%broadcasted_60 : tensor<1x64x13x13xf32>) -> tensor<1x64x13x13xf32>
    %61 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60 : tensor<1x64x13x13xf32>) outs(%53 : tensor<1x64x13x13xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.cmpf ugt, %in, %cst : f32
      %87 = arith.select %86, %in, %cst : f32
      linalg.yield %87 : f32
    } -> tensor<1x64x13x13xf32>
    %62 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%61, %cst_28 : tensor<1x64x13x13xf32>, tensor<256x64x1x1xf32>) outs(%cst_34 : tensor<1x256x13x13xf32>) -> tensor<1x256x13x13xf32>
    %63 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62 : tensor<1x256x13x13xf32>) outs(%36 : tensor<1x256x13x13xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.cmpf ugt, %in, %cst : f32
      %87 = arith.select %86, %in, %cst : f32
      linalg.yield %87 : f32
    } -> tensor<1x256x13x13xf32>
    %padded_61 = tensor.pad %61 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x64x13x13xf32> to tensor<1x64x15x15xf32>
    %64 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_61, %cst_29 : tensor<1x64x15x15xf32>, tensor<256x64x3x3xf32>) outs(%cst_34 : tensor<1x256x13x13xf32>) -> tensor<1x256x13x13xf32>
    %65 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64 : tensor<1x256x13x13xf32>) outs(%36 : tensor<1x256x13x13xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.cmpf ugt, %in, %cst : f32
      %87 = arith.select %86, %in, %cst : f32
      linalg.yield %87 : f32
    } -> tensor<1x256x13x13xf32>
    %concat_62 = tensor.concat dim(1) %63, %65 : (tensor<1x256x13x13xf32>, tensor<1x256x13x13xf32>) -> tensor<1x512x13x13xf32>
    %66 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%concat_62, %cst_14 : tensor<1x512x13x13xf32>, tensor<1000x512x1x1xf32>) outs(%cst_35 : tensor<1x1000x13x13xf32>) -> tensor<1x1000x13x13xf32>
    %67 = tensor.empty() : tensor<1x1000x13x13xf32>
    %68 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66 : tensor<1x1000x13x13xf32>) outs(%67 : tensor<1x1000x13x13xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.cmpf ugt, %in, %cst : f32
      %87 = arith.select %86, %in, %cst : f32
      linalg.yield %87 : f32
    } -> tensor<1x1000x13x13xf32>
    %69 = tensor.empty() : tensor<1x1000x1x1xf32>
    %70 = linalg.fill ins(%cst : f32) outs(%69 : tensor<1x1000x1x1xf32>) -> tensor<1x1000x1x1xf32>
    %71 = tensor.empty() : tensor<13x13xf32>
    %72 = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%68, %71 : tensor<1x1000x13x13xf32>, tensor<13x13xf32>) outs(%70 : tensor<1x1000x1x1xf32>) -> tensor<1x1000x1x1xf32>
    %73 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72 : tensor<1x1000x1x1xf32>) outs(%69 : tensor<1x1000x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.divf %in, %cst_36 : f32
      linalg.yield %86 : f32
    } -> tensor<1x1000x1x1xf32>
    %collapsed = tensor.collapse_shape %73 [[0], [1, 2, 3]] : tensor<1x1000x1x1xf32> into tensor<1x1000xf32>
    %74 = tensor.empty() : tensor<1xi64>
    %75 = linalg.fill ins(%c0_i64 : i64) outs(%74 : tensor<1xi64>) -> tensor<1xi64>
    %76 = tensor.empty() : tensor<1xf32>
    %77 = linalg.fill ins(%cst_0 : f32) outs(%76 : tensor<1xf32>) -> tensor<1xf32>
    %78:2 = linalg.generic {indexing_maps = [#map1, #map2, #map2], iterator_types = ["parallel", "reduction"]} ins(%collapsed : tensor<1x1000xf32>) outs(%77, %75 : tensor<1xf32>, tensor<1xi64>) {
    ^bb0(%in: f32, %out: f32, %out_64: i64):
      %86 = linalg.index 1 : index
      %87 = arith.index_cast %86 : index to i64
      %88 = arith.maximumf %in, %out : f32
      %89 = arith.cmpf ogt, %in, %out : f32
      %90 = arith.select %89, %87, %out_64 : i64
      linalg.yield %88, %90 : f32, i64
    } -> (tensor<1xf32>, tensor<1xi64>)
    %expanded = tensor.expand_shape %78#0 [[0, 1]] output_shape [1, 1] : tensor<1xf32> into tensor<1x1xf32>
    %79 = tensor.empty() : tensor<1x1000xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel"]} ins(%collapsed, %expanded : tensor<1x1000xf32>, tensor<1x1xf32>) outs(%79 : tensor<1x1000xf32>) {
    ^bb0(%in: f32, %in_64: f32, %out: f32):
      %86 = arith.subf %in, %in_64 : f32
      linalg.yield %86 : f32
    } -> tensor<1x1000xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%80 : tensor<1x1000xf32>) outs(%79 : tensor<1x1000xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = math.exp %in : f32
      linalg.yield %86 : f32
    } -> tensor<1x1000xf32>
    %82 = tensor.empty() : tensor<1x1xf32>
    %83 = linalg.fill ins(%cst : f32) outs(%82 : tensor<1x1xf32>) -> tensor<1x1xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "reduction"]} ins(%81 : tensor<1x1000xf32>) outs(%83 : tensor<1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.addf %in, %out : f32
      linalg.yield %86 : f32
    } -> tensor<1x1xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel"]} ins(%81, %84 : tensor<1x1000xf32>, tensor<1x1xf32>) outs(%79 : tensor<1x1000xf32>) {
    ^bb0(%in: f32, %in_64: f32, %out: f32):
      %86 = arith.divf %in, %in_64 : f32
      linalg.yield %86 : f32
    } -> tensor<1x1000xf32>
    %expanded_63 = tensor.expand_shape %85 [[0], [1, 2, 3]] output_shape [1, 1000, 1, 1] : tensor<1x1000xf32> into tensor<1x1000x1x1xf32>
    return %expanded_63 : tensor<1x1000x1x1xf32>
  }
}

