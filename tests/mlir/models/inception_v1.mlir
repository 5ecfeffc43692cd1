// inception_v1: made by scripts/make_linalg_models.py from light_inception_v1.onnx (weights replaced by splat constants).
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d1)>
#map4 = affine_map<(d0, d1) -> (d0)>
#map5 = affine_map<(d0, d1) -> (d0, 0)>
module {
  func.func @inception_v1(%arg0: tensor<1x3x224x224xf32>) -> tensor<1x1000xf32> {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense<0.00999999977> : tensor<64xf32>
    %cst_2 = arith.constant dense<0.00999999977> : tensor<64xf32>
    %cst_3 = arith.constant dense<0.00999999977> : tensor<64xf32>
    %cst_4 = arith.constant dense<0.00999999977> : tensor<32xf32>
    %cst_5 = arith.constant dense<0.00999999977> : tensor<16xf32>
    %cst_6 = arith.constant dense<0.00999999977> : tensor<32xf32>
    %cst_7 = arith.constant dense<0.00999999977> : tensor<32xf32>
    %cst_8 = arith.constant dense<0.00999999977> : tensor<64xf32>
    %cst_9 = arith.constant dense<0.00999999977> : tensor<48xf32>
    %cst_10 = arith.constant dense<[1.94245064, 0.664248764, 2.19873953, 0.467953175, 0.708752632, 2.1695025, 0.7753039, 0.78111273, 0.217475533, 7.645760e-01, 1.20542848, 1.13608432, 0.561078191, 6.846670e-01, 0.402248323, 1.04260373]> : tensor<16xf32>
    %cst_11 = arith.constant dense<0.00999999977> : tensor<64xf32>
    %cst_12 = arith.constant dense<0.00999999977> : tensor<64xf32>
    %cst_13 = arith.constant dense<0.00999999977> : tensor<24xf32>
    %cst_14 = arith.constant dense<0.00999999977> : tensor<64xf32>
    %cst_15 = arith.constant dense<0.00999999977> : tensor<64xf32>
    %cst_16 = arith.constant dense<0.00999999977> : tensor<24xf32>
    %cst_17 = arith.constant dense<0.00999999977> : tensor<64xf32>
    %cst_18 = arith.constant dense<0.00999999977> : tensor<64xf32>
    %cst_19 = arith.constant dense<0.00999999977> : tensor<32xf32>
    %cst_20 = arith.constant dense<0.00999999977> : tensor<64xf32>
    %cst_21 = arith.constant dense<0.00999999977> : tensor<32xf32>
    %cst_22 = arith.constant dense<0.00999999977> : tensor<32xf32>
    %cst_23 = arith.constant dense<0.00999999977> : tensor<48xf32>
    %cst_24 = arith.constant dense<2.000000e-02> : tensor<64x3x7x7xf32>
    %cst_25 = arith.constant dense<2.000000e-02> : tensor<64x64x1x1xf32>
    %cst_26 = arith.constant dense<2.000000e-02> : tensor<192x64x3x3xf32>
    %cst_27 = arith.constant dense<2.000000e-02> : tensor<64x192x1x1xf32>
    %cst_28 = arith.constant dense<2.000000e-02> : tensor<96x192x1x1xf32>
    %cst_29 = arith.constant dense<2.000000e-02> : tensor<128x96x3x3xf32>
    %cst_30 = arith.constant dense<2.000000e-02> : tensor<16x192x1x1xf32>
    %cst_31 = arith.constant dense<2.000000e-02> : tensor<32x16x5x5xf32>
    %cst_32 = arith.constant dense<2.000000e-02> : tensor<32x192x1x1xf32>
    %cst_33 = arith.constant dense<2.000000e-02> : tensor<128x256x1x1xf32>
    %cst_34 = arith.constant dense<2.000000e-02> : tensor<192x128x3x3xf32>
    %cst_35 = arith.constant dense<2.000000e-02> : tensor<32x256x1x1xf32>
    %cst_36 = arith.constant dense<2.000000e-02> : tensor<96x32x5x5xf32>
    %cst_37 = arith.constant dense<2.000000e-02> : tensor<64x256x1x1xf32>
    %cst_38 = arith.constant dense<2.000000e-02> : tensor<192x480x1x1xf32>
    %cst_39 = arith.constant dense<2.000000e-02> : tensor<96x480x1x1xf32>
    %cst_40 = arith.constant dense<2.000000e-02> : tensor<208x96x3x3xf32>
    %cst_41 = arith.constant dense<2.000000e-02> : tensor<16x480x1x1xf32>
    %cst_42 = arith.constant dense<2.000000e-02> : tensor<48x16x5x5xf32>
    %cst_43 = arith.constant dense<2.000000e-02> : tensor<64x480x1x1xf32>
    %cst_44 = arith.constant dense<2.000000e-02> : tensor<160x512x1x1xf32>
    %cst_45 = arith.constant dense<2.000000e-02> : tensor<112x512x1x1xf32>
    %cst_46 = arith.constant dense<2.000000e-02> : tensor<224x112x3x3xf32>
    %cst_47 = arith.constant dense<2.000000e-02> : tensor<24x512x1x1xf32>
    %cst_48 = arith.constant dense<2.000000e-02> : tensor<64x24x5x5xf32>
    %cst_49 = arith.constant dense<2.000000e-02> : tensor<64x512x1x1xf32>
    %cst_50 = arith.constant dense<2.000000e-02> : tensor<128x512x1x1xf32>
    %cst_51 = arith.constant dense<2.000000e-02> : tensor<256x128x3x3xf32>
    %cst_52 = arith.constant dense<2.000000e-02> : tensor<144x512x1x1xf32>
    %cst_53 = arith.constant dense<2.000000e-02> : tensor<288x144x3x3xf32>
    %cst_54 = arith.constant dense<2.000000e-02> : tensor<32x512x1x1xf32>
    %cst_55 = arith.constant dense<2.000000e-02> : tensor<64x32x5x5xf32>
    %cst_56 = arith.constant dense<2.000000e-02> : tensor<256x528x1x1xf32>
    %cst_57 = arith.constant dense<2.000000e-02> : tensor<160x528x1x1xf32>
    %cst_58 = arith.constant dense<2.000000e-02> : tensor<320x160x3x3xf32>
    %cst_59 = arith.constant dense<2.000000e-02> : tensor<32x528x1x1xf32>
    %cst_60 = arith.constant dense<2.000000e-02> : tensor<128x32x5x5xf32>
    %cst_61 = arith.constant dense<2.000000e-02> : tensor<128x528x1x1xf32>
    %cst_62 = arith.constant dense<2.000000e-02> : tensor<256x832x1x1xf32>
    %cst_63 = arith.constant dense<2.000000e-02> : tensor<160x832x1x1xf32>
    %cst_64 = arith.constant dense<2.000000e-02> : tensor<32x832x1x1xf32>
    %cst_65 = arith.constant dense<2.000000e-02> : tensor<128x832x1x1xf32>
    %cst_66 = arith.constant dense<2.000000e-02> : tensor<384x832x1x1xf32>
    %cst_67 = arith.constant dense<2.000000e-02> : tensor<192x832x1x1xf32>
    %cst_68 = arith.constant dense<2.000000e-02> : tensor<384x192x3x3xf32>
    %cst_69 = arith.constant dense<2.000000e-02> : tensor<48x832x1x1xf32>
    %cst_70 = arith.constant dense<2.000000e-02> : tensor<128x48x5x5xf32>
    %cst_71 = arith.constant dense<2.000000e-02> : tensor<1000xf32>
    %cst_72 = arith.constant 5.000000e+00 : f32
    %cst_73 = arith.constant 9.99999974E-5 : f32
    %cst_74 = arith.constant 1.000000e+00 : f32
    %cst_75 = arith.constant 7.500000e-01 : f32
    %cst_76 = arith.constant dense<2.000000e-02> : tensor<1x192x55x55xf32>
    %cst_77 = arith.constant dense<2.000000e-02> : tensor<1x96x27x27xf32>
    %cst_78 = arith.constant dense<2.000000e-02> : tensor<1x128x27x27xf32>
    %cst_79 = arith.constant dense<2.000000e-02> : tensor<1x192x27x27xf32>
    %cst_80 = arith.constant dense<2.000000e-02> : tensor<1x192x13x13xf32>
    %cst_81 = arith.constant dense<2.000000e-02> : tensor<1x96x13x13xf32>
    %cst_82 = arith.constant dense<2.000000e-02> : tensor<1x208x13x13xf32>
    %cst_83 = arith.constant dense<2.000000e-02> : tensor<1x160x13x13xf32>
    %cst_84 = arith.constant dense<2.000000e-02> : tensor<1x112x13x13xf32>
    %cst_85 = arith.constant dense<2.000000e-02> : tensor<1x224x13x13xf32>
    %cst_86 = arith.constant dense<2.000000e-02> : tensor<1x128x13x13xf32>
    %cst_87 = arith.constant dense<2.000000e-02> : tensor<1x256x13x13xf32>
    %cst_88 = arith.constant dense<2.000000e-02> : tensor<1x144x13x13xf32>
    %cst_89 = arith.constant dense<2.000000e-02> : tensor<1x288x13x13xf32>
    %cst_90 = arith.constant dense<2.000000e-02> : tensor<1x320x13x13xf32>
    %cst_91 = arith.constant dense<2.000000e-02> : tensor<1x256x6x6xf32>
    %cst_92 = arith.constant dense<2.000000e-02> : tensor<1x160x6x6xf32>
    %cst_93 = arith.constant dense<2.000000e-02> : tensor<1x320x6x6xf32>
    %cst_94 = arith.constant dense<2.000000e-02> : tensor<1x128x6x6xf32>
    %cst_95 = arith.constant dense<2.000000e-02> : tensor<1x384x6x6xf32>
    %cst_96 = arith.constant dense<2.000000e-02> : tensor<1x192x6x6xf32>
    %cst_97 = arith.constant 3.600000e+01 : f32
    %cst_98 = arith.constant dense<2.000000e-02> : tensor<1024x1000xf32>
    %padded = tensor.pad %arg0 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x3x224x224xf32> to tensor<1x3x230x230xf32>
    %0 = tensor.empty() : tensor<1x64x112x112xf32>
    %broadcasted = linalg.broadcast ins(%cst_1 : tensor<64xf32>) outs(%0 : tensor<1x64x112x112xf32>) dimensions = [0, 2, 3] 
    %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded, %cst_24 : tensor<1x3x230x230xf32>, tensor<64x3x7x7xf32>) outs(%broadcasted : tensor<1x64x112x112xf32>) -> tensor<1x64x112x112xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1 : tensor<1x64x112x112xf32>) outs(%0 : tensor<1x64x112x112xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.cmpf ugt, %in, %cst : f32
      %213 = arith.select %212, %in, %cst : f32
      linalg.yield %213 : f32
    } -> tensor<1x64x112x112xf32>
    %3 = tensor.empty() : tensor<1x64x55x55xf32>
    %4 = linalg.fill ins(%cst_0 : f32) outs(%3 : tensor<1x64x55x55xf32>) -> tensor<1x64x55x55xf32>
    %5 = tensor.empty() : tensor<3x3xf32>
    %6 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%2, %5 : tensor<1x64x112x112xf32>, tensor<3x3xf32>) outs(%4 : tensor<1x64x55x55xf32>) -> tensor<1x64x55x55xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %6 : tensor<1x64x55x55xf32>, tensor<1x64x55x55xf32>) outs(%3 : tensor<1x64x55x55xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %212 = arith.mulf %in, %in_167 : f32
      linalg.yield %212 : f32
    } -> tensor<1x64x55x55xf32>
    %expanded = tensor.expand_shape %7 [[0], [1, 2], [3], [4]] output_shape [1, 1, 64, 55, 55] : tensor<1x64x55x55xf32> into tensor<1x1x64x55x55xf32>
    %padded_99 = tensor.pad %expanded low[0, 0, 2, 0, 0] high[0, 0, 2, 0, 0] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index):
      tensor.yield %cst : f32
    } : tensor<1x1x64x55x55xf32> to tensor<1x1x68x55x55xf32>
    %8 = tensor.empty() : tensor<5x1x1xf32>
    %9 = tensor.empty() : tensor<1x68x55x55x1xf32>
    %transposed = linalg.transpose ins(%padded_99 : tensor<1x1x68x55x55xf32>) outs(%9 : tensor<1x68x55x55x1xf32>) permutation = [0, 2, 3, 4, 1] 
    %10 = tensor.empty() : tensor<1x64x55x55x1xf32>
    %11 = linalg.fill ins(%cst : f32) outs(%10 : tensor<1x64x55x55x1xf32>) -> tensor<1x64x55x55x1xf32>
    %12 = linalg.pooling_ndhwc_sum {dilations = dense<1> : vector<3xi64>, strides = dense<1> : vector<3xi64>} ins(%transposed, %8 : tensor<1x68x55x55x1xf32>, tensor<5x1x1xf32>) outs(%11 : tensor<1x64x55x55x1xf32>) -> tensor<1x64x55x55x1xf32>
    %13 = tensor.empty() : tensor<1x1x64x55x55xf32>
    %transposed_100 = linalg.transpose ins(%12 : tensor<1x64x55x55x1xf32>) outs(%13 : tensor<1x1x64x55x55xf32>) permutation = [0, 4, 1, 2, 3] 
    %14 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_100 : tensor<1x1x64x55x55xf32>) outs(%13 : tensor<1x1x64x55x55xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.divf %in, %cst_72 : f32
      linalg.yield %212 : f32
    } -> tensor<1x1x64x55x55xf32>
    %collapsed = tensor.collapse_shape %14 [[0, 1], [2], [3], [4]] : tensor<1x1x64x55x55xf32> into tensor<1x64x55x55xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed : tensor<1x64x55x55xf32>) outs(%3 : tensor<1x64x55x55xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.mulf %in, %cst_73 : f32
      linalg.yield %212 : f32
    } -> tensor<1x64x55x55xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15 : tensor<1x64x55x55xf32>) outs(%3 : tensor<1x64x55x55xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.addf %in, %cst_74 : f32
      linalg.yield %212 : f32
    } -> tensor<1x64x55x55xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16 : tensor<1x64x55x55xf32>) outs(%3 : tensor<1x64x55x55xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = math.powf %in, %cst_75 : f32
      linalg.yield %212 : f32
    } -> tensor<1x64x55x55xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %17 : tensor<1x64x55x55xf32>, tensor<1x64x55x55xf32>) outs(%3 : tensor<1x64x55x55xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %212 = arith.divf %in, %in_167 : f32
      linalg.yield %212 : f32
    } -> tensor<1x64x55x55xf32>
    %broadcasted_101 = linalg.broadcast ins(%cst_2 : tensor<64xf32>) outs(%3 : tensor<1x64x55x55xf32>) dimensions = [0, 2, 3] 
    %19 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%18, %cst_25 : tensor<1x64x55x55xf32>, tensor<64x64x1x1xf32>) outs(%broadcasted_101 : tensor<1x64x55x55xf32>) -> tensor<1x64x55x55xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19 : tensor<1x64x55x55xf32>) outs(%3 : tensor<1x64x55x55xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.cmpf ugt, %in, %cst : f32
      %213 = arith.select %212, %in, %cst : f32
      linalg.yield %213 : f32
    } -> tensor<1x64x55x55xf32>
    %padded_102 = tensor.pad %20 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x64x55x55xf32> to tensor<1x64x57x57xf32>
    %21 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_102, %cst_26 : tensor<1x64x57x57xf32>, tensor<192x64x3x3xf32>) outs(%cst_76 : tensor<1x192x55x55xf32>) -> tensor<1x192x55x55xf32>
    %22 = tensor.empty() : tensor<1x192x55x55xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21 : tensor<1x192x55x55xf32>) outs(%22 : tensor<1x192x55x55xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.cmpf ugt, %in, %cst : f32
      %213 = arith.select %212, %in, %cst : f32
      linalg.yield %213 : f32
    } -> tensor<1x192x55x55xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23, %23 : tensor<1x192x55x55xf32>, tensor<1x192x55x55xf32>) outs(%22 : tensor<1x192x55x55xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %212 = arith.mulf %in, %in_167 : f32
      linalg.yield %212 : f32
    } -> tensor<1x192x55x55xf32>
    %expanded_103 = tensor.expand_shape %24 [[0], [1, 2], [3], [4]] output_shape [1, 1, 192, 55, 55] : tensor<1x192x55x55xf32> into tensor<1x1x192x55x55xf32>
    %padded_104 = tensor.pad %expanded_103 low[0, 0, 2, 0, 0] high[0, 0, 2, 0, 0] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index):
      tensor.yield %cst : f32
    } : tensor<1x1x192x55x55xf32> to tensor<1x1x196x55x55xf32>
    %25 = tensor.empty() : tensor<1x196x55x55x1xf32>
    %transposed_105 = linalg.transpose ins(%padded_104 : tensor<1x1x196x55x55xf32>) outs(%25 : tensor<1x196x55x55x1xf32>) permutation = [0, 2, 3, 4, 1] 
    %26 = tensor.empty() : tensor<1x192x55x55x1xf32>
    %27 = linalg.fill ins(%cst : f32) outs(%26 : tensor<1x192x55x55x1xf32>) -> tensor<1x192x55x55x1xf32>
    %28 = linalg.pooling_ndhwc_sum {dilations = dense<1> : vector<3xi64>, strides = dense<1> : vector<3xi64>} ins(%transposed_105, %8 : tensor<1x196x55x55x1xf32>, tensor<5x1x1xf32>) outs(%27 : tensor<1x192x55x55x1xf32>) -> tensor<1x192x55x55x1xf32>
    %29 = tensor.empty() : tensor<1x1x192x55x55xf32>
    %transposed_106 = linalg.transpose ins(%28 : tensor<1x192x55x55x1xf32>) outs(%29 : tensor<1x1x192x55x55xf32>) permutation = [0, 4, 1, 2, 3] 
    %30 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_106 : tensor<1x1x192x55x55xf32>) outs(%29 : tensor<1x1x192x55x55xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.divf %in, %cst_72 : f32
      linalg.yield %212 : f32
    } -> tensor<1x1x192x55x55xf32>
    %collapsed_107 = tensor.collapse_shape %30 [[0, 1], [2], [3], [4]] : tensor<1x1x192x55x55xf32> into tensor<1x192x55x55xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_107 : tensor<1x192x55x55xf32>) outs(%22 : tensor<1x192x55x55xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.mulf %in, %cst_73 : f32
      linalg.yield %212 : f32
    } -> tensor<1x192x55x55xf32>
    %32 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31 : tensor<1x192x55x55xf32>) outs(%22 : tensor<1x192x55x55xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.addf %in, %cst_74 : f32
      linalg.yield %212 : f32
    } -> tensor<1x192x55x55xf32>
    %33 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32 : tensor<1x192x55x55xf32>) outs(%22 : tensor<1x192x55x55xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = math.powf %in, %cst_75 : f32
      linalg.yield %212 : f32
    } -> tensor<1x192x55x55xf32>
    %34 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23, %33 : tensor<1x192x55x55xf32>, tensor<1x192x55x55xf32>) outs(%22 : tensor<1x192x55x55xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %212 = arith.divf %in, %in_167 : f32
      linalg.yield %212 : f32
    } -> tensor<1x192x55x55xf32>
    %35 = tensor.empty() : tensor<1x192x27x27xf32>
    %36 = linalg.fill ins(%cst_0 : f32) outs(%35 : tensor<1x192x27x27xf32>) -> tensor<1x192x27x27xf32>
    %37 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%34, %5 : tensor<1x192x55x55xf32>, tensor<3x3xf32>) outs(%36 : tensor<1x192x27x27xf32>) -> tensor<1x192x27x27xf32>
    %38 = tensor.empty() : tensor<1x64x27x27xf32>
    %broadcasted_108 = linalg.broadcast ins(%cst_3 : tensor<64xf32>) outs(%38 : tensor<1x64x27x27xf32>) dimensions = [0, 2, 3] 
    %39 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%37, %cst_27 : tensor<1x192x27x27xf32>, tensor<64x192x1x1xf32>) outs(%broadcasted_108 : tensor<1x64x27x27xf32>) -> tensor<1x64x27x27xf32>
    %40 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%39 : tensor<1x64x27x27xf32>) outs(%38 : tensor<1x64x27x27xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.cmpf ugt, %in, %cst : f32
      %213 = arith.select %212, %in, %cst : f32
      linalg.yield %213 : f32
    } -> tensor<1x64x27x27xf32>
    %41 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%37, %cst_28 : tensor<1x192x27x27xf32>, tensor<96x192x1x1xf32>) outs(%cst_77 : tensor<1x96x27x27xf32>) -> tensor<1x96x27x27xf32>
    %42 = tensor.empty() : tensor<1x96x27x27xf32>
    %43 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41 : tensor<1x96x27x27xf32>) outs(%42 : tensor<1x96x27x27xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.cmpf ugt, %in, %cst : f32
      %213 = arith.select %212, %in, %cst : f32
      linalg.yield %213 : f32
    } -> tensor<1x96x27x27xf32>
    %padded_109 = tensor.pad %43 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x96x27x27xf32> to tensor<1x96x29x29xf32>
    %44 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_109, %cst_29 : tensor<1x96x29x29xf32>, tensor<128x96x3x3xf32>) outs(%cst_78 : tensor<1x128x27x27xf32>) -> tensor<1x128x27x27xf32>
    %45 = tensor.empty() : tensor<1x128x27x27xf32>
    %46 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44 : tensor<1x128x27x27xf32>) outs(%45 : tensor<1x128x27x27xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.cmpf ugt, %in, %cst : f32
      %213 = arith.select %212, %in, %cst : f32
      linalg.yield %213 : f32
    } -> tensor<1x128x27x27xf32>
    %47 = tensor.empty() : tensor<1x16x27x27xf32>
    %broadcasted_110 = linalg.broadcast ins(%cst_5 : tensor<16xf32>) outs(%47 : tensor<1x16x27x27xf32>) dimensions = [0, 2, 3] 
    %48 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%37, %cst_30 : tensor<1x192x27x27xf32>, tensor<16x192x1x1xf32>) outs(%broadcasted_110 : tensor<1x16x27x27xf32>) -> tensor<1x16x27x27xf32>
    %49 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48 : tensor<1x16x27x27xf32>) outs(%47 : tensor<1x16x27x27xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.cmpf ugt, %in, %cst : f32
      %213 = arith.select %212, %in, %cst : f32
      linalg.yield %213 : f32
    } -> tensor<1x16x27x27xf32>
    %padded_111 = tensor.pad %49 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x16x27x27xf32> to tensor<1x16x31x31xf32>
    %50 = tensor.empty() : tensor<1x32x27x27xf32>
    %broadcasted_112 = linalg.broadcast ins(%cst_4 : tensor<32xf32>) outs(%50 : tensor<1x32x27x27xf32>) dimensions = [0, 2, 3] 
    %51 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_111, %cst_31 : tensor<1x16x31x31xf32>, tensor<32x16x5x5xf32>) outs(%broadcasted_112 : tensor<1x32x27x27xf32>) -> tensor<1x32x27x27xf32>
    %52 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51 : tensor<1x32x27x27xf32>) outs(%50 : tensor<1x32x27x27xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.cmpf ugt, %in, %cst : f32
      %213 = arith.select %212, %in, %cst : f32
      linalg.yield %213 : f32
    } -> tensor<1x32x27x27xf32>
    %padded_113 = tensor.pad %37 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_0 : f32
    } : tensor<1x192x27x27xf32> to tensor<1x192x29x29xf32>
    %53 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_113, %5 : tensor<1x192x29x29xf32>, tensor<3x3xf32>) outs(%36 : tensor<1x192x27x27xf32>) -> tensor<1x192x27x27xf32>
    %broadcasted_114 = linalg.broadcast ins(%cst_6 : tensor<32xf32>) outs(%50 : tensor<1x32x27x27xf32>) dimensions = [0, 2, 3] 
    %54 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%53, %cst_32 : tensor<1x192x27x27xf32>, tensor<32x192x1x1xf32>) outs(%broadcasted_114 : tensor<1x32x27x27xf32>) -> tensor<1x32x27x27xf32>
    %55 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54 : tensor<1x32x27x27xf32>) outs(%50 : tensor<1x32x27x27xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.cmpf ugt, %in, %cst : f32
      %213 = arith.select %212, %in, %cst : f32
      linalg.yield %213 : f32
    } -> tensor<1x32x27x27xf32>
    %concat = tensor.concat dim(1) %40, %46, %52, %55 : (tensor<1x64x27x27xf32>, tensor<1x128x27x27xf32>, tensor<1x32x27x27xf32>, tensor<1x32x27x27xf32>) -> tensor<1x256x27x27xf32>
    %56 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%concat, %cst_33 : tensor<1x256x27x27xf32>, tensor<128x256x1x1xf32>) outs(%cst_78 : tensor<1x128x27x27xf32>) -> tensor<1x128x27x27xf32>
    %57 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56 : tensor<1x128x27x27xf32>) outs(%45 : tensor<1x128x27x27xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.cmpf ugt, %in, %cst : f32
      %213 = arith.select %212, %in, %cst : f32
      linalg.yield %213 : f32
    } -> tensor<1x128x27x27xf32>
    %padded_115 = tensor.pad %57 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x128x27x27xf32> to tensor<1x128x29x29xf32>
    %58 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_115, %cst_34 : tensor<1x128x29x29xf32>, tensor<192x128x3x3xf32>) outs(%cst_79 : tensor<1x192x27x27xf32>) -> tensor<1x192x27x27xf32>
    %59 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58 : tensor<1x192x27x27xf32>) outs(%35 : tensor<1x192x27x27xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.cmpf ugt, %in, %cst : f32
      %213 = arith.select %212, %in, %cst : f32
      linalg.yield %213 : f32
    } -> tensor<1x192x27x27xf32>
    %broadcasted_116 = linalg.broadcast ins(%cst_7 : tensor<32xf32>) outs(%50 : tensor<1x32x27x27xf32>) dimensions = [0, 2, 3] 
    %60 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%concat, %cst_35 : tensor<1x256x27x27xf32>, tensor<32x256x1x1xf32>) outs(%broadcasted_116 : tensor<1x32x27x27xf32>) -> tensor<1x32x27x27xf32>
    %61 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60 : tensor<1x32x27x27xf32>) outs(%50 : tensor<1x32x27x27xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.cmpf ugt, %in, %cst : f32
      %213 = arith.select %212, %in, %cst : f32
      linalg.yield %213 : f32
    } -> tensor<1x32x27x27xf32>
    %padded_117 = tensor.pad %61 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x32x27x27xf32> to tensor<1x32x31x31xf32>
    %62 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_117, %cst_36 : tensor<1x32x31x31xf32>, tensor<96x32x5x5xf32>) outs(%cst_77 : tensor<1x96x27x27xf32>) -> tensor<1x96x27x27xf32>
    %63 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62 : tensor<1x96x27x27xf32>) outs(%42 : tensor<1x96x27x27xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.cmpf ugt, %in, %cst : f32
      %213 = arith.select %212, %in, %cst : f32
      linalg.yield %213 : f32
    } -> tensor<1x96x27x27xf32>
    %padded_118 = tensor.pad %concat low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_0 : f32
    } : tensor<1x256x27x27xf32> to tensor<1x256x29x29xf32>
    %64 = tensor.empty() : tensor<1x256x27x27xf32>
    %65 = linalg.fill ins(%cst_0 : f32) outs(%64 : tensor<1x256x27x27xf32>) -> tensor<1x256x27x27xf32>
    %66 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_118, %5 : tensor<1x256x29x29xf32>, tensor<3x3xf32>) outs(%65 : tensor<1x256x27x27xf32>) -> tensor<1x256x27x27xf32>
    %broadcasted_119 = linalg.broadcast ins(%cst_8 : tensor<64xf32>) outs(%38 : tensor<1x64x27x27xf32>) dimensions = [0, 2, 3] 
    %67 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%66, %cst_37 : tensor<1x256x27x27xf32>, tensor<64x256x1x1xf32>) outs(%broadcasted_119 : tensor<1x64x27x27xf32>) -> tensor<1x64x27x27xf32>
    %68 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67 : tensor<1x64x27x27xf32>) outs(%38 : tensor<1x64x27x27xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.cmpf ugt, %in, %cst : f32
      %213 = arith.select %212, %in, %cst : f32
      linalg.yield %213 : f32
    } -> tensor<1x64x27x27xf32>
    %concat_120 = tensor.concat dim(1) %57, %59, %63, %68 : (tensor<1x128x27x27xf32>, tensor<1x192x27x27xf32>, tensor<1x96x27x27xf32>, tensor<1x64x27x27xf32>) -> tensor<1x480x27x27xf32>
    %69 = tensor.empty() : tensor<1x480x13x13xf32>
    %70 = linalg.fill ins(%cst_0 : f32) outs(%69 : tensor<1x480x13x13xf32>) -> tensor<1x480x13x13xf32>
    %71 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%concat_120, %5 : tensor<1x480x27x27xf32>, tensor<3x3xf32>) outs(%70 : tensor<1x480x13x13xf32>) -> tensor<1x480x13x13xf32>
    %72 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%71, %cst_38 : tensor<1x480x13x13xf32>, tensor<192x480x1x1xf32>) outs(%cst_80 : tensor<1x192x13x13xf32>) -> tensor<1x192x13x13xf32>
    %73 = tensor.empty() : tensor<1x192x13x13xf32>
    %74 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72 : tensor<1x192x13x13xf32>) outs(%73 : tensor<1x192x13x13xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.cmpf ugt, %in, %cst : f32
      %213 = arith.select %212, %in, %cst : f32
      linalg.yield %213 : f32
    } -> tensor<1x192x13x13xf32>
    %75 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%71, %cst_39 : tensor<1x480x13x13xf32>, tensor<96x480x1x1xf32>) outs(%cst_81 : tensor<1x96x13x13xf32>) -> tensor<1x96x13x13xf32>
    %76 = tensor.empty() : tensor<1x96x13x13xf32>
    %77 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75 : tensor<1x96x13x13xf32>) outs(%76 : tensor<1x96x13x13xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.cmpf ugt, %in, %cst : f32
      %213 = arith.select %212, %in, %cst : f32
      linalg.yield %213 : f32
    } -> tensor<1x96x13x13xf32>
    %padded_121 = tensor.pad %77 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x96x13x13xf32> to tensor<1x96x15x15xf32>
    %78 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_121, %cst_40 : tensor<1x96x15x15xf32>, tensor<208x96x3x3xf32>) outs(%cst_82 : tensor<1x208x13x13xf32>) -> tensor<1x208x13x13xf32>
    %79 = tensor.empty() : tensor<1x208x13x13xf32>
    %80 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%78 : tensor<1x208x13x13xf32>) outs(%79 : tensor<1x208x13x13xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.cmpf ugt, %in, %cst : f32
      %213 = arith.select %212, %in, %cst : f32
      linalg.yield %213 : f32
    } -> tensor<1x208x13x13xf32>
    %81 = tensor.empty() : tensor<1x16x13x13xf32>
    %broadcasted_122 = linalg.broadcast ins(%cst_10 : tensor<16xf32>) outs(%81 : tensor<1x16x13x13xf32>) dimensions = [0, 2, 3] 
    %82 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%71, %cst_41 : tensor<1x480x13x13xf32>, tensor<16x480x1x1xf32>) outs(%broadcasted_122 : tensor<1x16x13x13xf32>) -> tensor<1x16x13x13xf32>
    %83 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%82 : tensor<1x16x13x13xf32>) outs(%81 : tensor<1x16x13x13xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.cmpf ugt, %in, %cst : f32
      %213 = arith.select %212, %in, %cst : f32
      linalg.yield %213 : f32
    } -> tensor<1x16x13x13xf32>
    %padded_123 = tensor.pad %83 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x16x13x13xf32> to tensor<1x16x17x17xf32>
    %84 = tensor.empty() : tensor<1x48x13x13xf32>
    %broadcasted_124 = linalg.broadcast ins(%cst_9 : tensor<48xf32>) outs(%84 : tensor<1x48x13x13xf32>) dimensions = [0, 2, 3] 
    %85 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_123, %cst_42 : tensor<1x16x17x17xf32>, tensor<48x16x5x5xf32>) outs(%broadcasted_124 : tensor<1x48x13x13xf32>) -> tensor<1x48x13x13xf32>
    %86 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%85 : tensor<1x48x13x13xf32>) outs(%84 : tensor<1x48x13x13xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.cmpf ugt, %in, %cst : f32
      %213 = arith.select %212, %in, %cst : f32
      linalg.yield %213 : f32
    } -> tensor<1x48x13x13xf32>
    %padded_125 = tensor.pad %71 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_0 : f32
    } : tensor<1x480x13x13xf32> to tensor<1x480x15x15xf32>
    %87 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_125, %5 : tensor<1x480x15x15xf32>, tensor<3x3xf32>) outs(%70 : tensor<1x480x13x13xf32>) -> tensor<1x480x13x13xf32>
    %88 = tensor.empty() : tensor<1x64x13x13xf32>
    %broadcasted_126 = linalg.broadcast ins(%cst_11 : tensor<64xf32>) outs(%88 : tensor<1x64x13x13xf32>) dimensions = [0, 2, 3] 
    %89 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%87, %cst_43 : tensor<1x480x13x13xf32>, tensor<64x480x1x1xf32>) outs(%broadcasted_126 : tensor<1x64x13x13xf32>) -> tensor<1x64x13x13xf32>
    %90 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%89 : tensor<1x64x13x13xf32>) outs(%88 : tensor<1x64x13x13xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.cmpf ugt, %in, %cst : f32
      %213 = arith.select %212, %in, %cst : f32
      linalg.yield %213 : f32
    } -> tensor<1x64x13x13xf32>
    %concat_127 = tensor.concat dim(1) %74, %80, %86, %90 : (tensor<1x192x13x13xf32>, tensor<1x208x13x13xf32>, tensor<1x48x13x13xf32>, tensor<1x64x13x13xf32>) -> tensor<1x512x13x13xf32>
    %91 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%concat_127, %cst_44 : tensor<1x512x13x13xf32>, tensor<160x512x1x1xf32>) outs(%cst_83 : tensor<1x160x13x13xf32>) -> tensor<1x160x13x13xf32>
    %92 = tensor.empty() : tensor<1x160x13x13xf32>
    %93 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%91 : tensor<1x160x13x13xf32>) outs(%92 : tensor<1x160x13x13xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.cmpf ugt, %in, %cst : f32
      %213 = arith.select %212, %in, %cst : f32
      linalg.yield %213 : f32
    } -> tensor<1x160x13x13xf32>
    %94 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%concat_127, %cst_45 : tensor<1x512x13x13xf32>, tensor<112x512x1x1xf32>) outs(%cst_84 : tensor<1x112x13x13xf32>) -> tensor<1x112x13x13xf32>
    %95 = tensor.empty() : tensor<1x112x13x13xf32>
    %96 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%94 : tensor<1x112x13x13xf32>) outs(%95 : tensor<1x112x13x13xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.cmpf ugt, %in, %cst : f32
      %213 = arith.select %212, %in, %cst : f32
      linalg.yield %213 : f32
    } -> tensor<1x112x13x13xf32>
    %padded_128 = tensor.pad %96 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x112x13x13xf32> to tensor<1x112x15x15xf32>
    %97 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_128, %cst_46 : tensor<1x112x15x15xf32>, tensor<224x112x3x3xf32>) outs(%cst_85 : tensor<1x224x13x13xf32>) -> tensor<1x224x13x13xf32>
    %98 = tensor.empty() : tensor<1x224x13x13xf32>
    %99 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%97 : tensor<1x224x13x13xf32>) outs(%98 : tensor<1x224x13x13xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.cmpf ugt, %in, %cst : f32
      %213 = arith.select %212, %in, %cst : f32
      linalg.yield %213 : f32
    } -> tensor<1x224x13x13xf32>
    %100 = tensor.empty() : tensor<1x24x13x13xf32>
    %broadcasted_129 = linalg.broadcast ins(%cst_13 : tensor<24xf32>) outs(%100 : tensor<1x24x13x13xf32>) dimensions = [0, 2, 3] 
    %101 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%concat_127, %cst_47 : tensor<1x512x13x13xf32>, tensor<24x512x1x1xf32>) outs(%broadcasted_129 : tensor<1x24x13x13xf32>) -> tensor<1x24x13x13xf32>
    %102 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%101 : tensor<1x24x13x13xf32>) outs(%100 : tensor<1x24x13x13xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.cmpf ugt, %in, %cst : f32
      %213 = arith.select %212, %in, %cst : f32
      linalg.yield %213 : f32
    } -> tensor<1x24x13x13xf32>
    %padded_130 = tensor.pad %102 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x24x13x13xf32> to tensor<1x24x17x17xf32>
    %broadcasted_131 = linalg.broadcast ins(%cst_12 : tensor<64xf32>) outs(%88 : tensor<1x64x13x13xf32>) dimensions = [0, 2, 3] 
    %103 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_130, %cst_48 : tensor<1x24x17x17xf32>, tensor<64x24x5x5xf32>) outs(%broadcasted_131 : tensor<1x64x13x13xf32>) -> tensor<1x64x13x13xf32>
    %104 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%103 : tensor<1x64x13x13xf32>) outs(%88 : tensor<1x64x13x13xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.cmpf ugt, %in, %cst : f32
      %213 = arith.select %212, %in, %cst : f32
      linalg.yield %213 : f32
    } -> tensor<1x64x13x13xf32>
    %padded_132 = tensor.pad %concat_127 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_0 : f32
    } : tensor<1x512x13x13xf32> to tensor<1x512x15x15xf32>
    %105 = tensor.empty() : tensor<1x512x13x13xf32>
    %106 = linalg.fill ins(%cst_0 : f32) outs(%105 : tensor<1x512x13x13xf32>) -> tensor<1x512x13x13xf32>
    %107 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_132, %5 : tensor<1x512x15x15xf32>, tensor<3x3xf32>) outs(%106 : tensor<1x512x13x13xf32>) -> tensor<1x512x13x13xf32>
    %broadcasted_133 = linalg.broadcast ins(%cst_14 : tensor<64xf32>) outs(%88 : tensor<1x64x13x13xf32>) dimensions = [0, 2, 3] 
    %108 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%107, %cst_49 : tensor<1x512x13x13xf32>, tensor<64x512x1x1xf32>) outs(%broadcasted_133 : tensor<1x64x13x13xf32>) -> tensor<1x64x13x13xf32>
    %109 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%108 : tensor<1x64x13x13xf32>) outs(%88 : tensor<1x64x13x13xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.cmpf ugt, %in, %cst : f32
      %213 = arith.select %212, %in, %cst : f32
      linalg.yield %213 : f32
    } -> tensor<1x64x13x13xf32>
    %concat_134 = tensor.concat dim(1) %93, %99, %104, %109 : (tensor<1x160x13x13xf32>, tensor<1x224x13x13xf32>, tensor<1x64x13x13xf32>, tensor<1x64x13x13xf32>) -> tensor<1x512x13x13xf32>
    %110 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%concat_134, %cst_50 : tensor<1x512x13x13xf32>, tensor<128x512x1x1xf32>) outs(%cst_86 : tensor<1x128x13x13xf32>) -> tensor<1x128x13x13xf32>
    %111 = tensor.empty() : tensor<1x128x13x13xf32>
    %112 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%110 : tensor<1x128x13x13xf32>) outs(%111 : tensor<1x128x13x13xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.cmpf ugt, %in, %cst : f32
      %213 = arith.select %212, %in, %cst : f32
      linalg.yield %213 : f32
    } -> tensor<1x128x13x13xf32>
    %padded_135 = tensor.pad %112 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x128x13x13xf32> to tensor<1x128x15x15xf32>
    %113 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_135, %cst_51 : tensor<1x128x15x15xf32>, tensor<256x128x3x3xf32>) outs(%cst_87 : tensor<1x256x13x13xf32>) -> tensor<1x256x13x13xf32>
    %114 = tensor.empty() : tensor<1x256x13x13xf32>
    %115 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%113 : tensor<1x256x13x13xf32>) outs(%114 : tensor<1x256x13x13xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.cmpf ugt, %in, %cst : f32
      %213 = arith.select %212, %in, %cst : f32
      linalg.yield %213 : f32
    } -> tensor<1x256x13x13xf32>
    %broadcasted_136 = linalg.broadcast ins(%cst_16 : tensor<24xf32>) outs(%100 : tensor<1x24x13x13xf32>) dimensions = [0, 2, 3] 
    %116 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%concat_134, %cst_47 : tensor<1x512x13x13xf32>, tensor<24x512x1x1xf32>) outs(%broadcasted_136 : tensor<1x24x13x13xf32>) -> tensor<1x24x13x13xf32>
    %117 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%116 : tensor<1x24x13x13xf32>) outs(%100 : tensor<1x24x13x13xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.cmpf ugt, %in, %cst : f32
      %213 = arith.select %212, %in, %cst : f32
      linalg.yield %213 : f32
    } -> tensor<1x24x13x13xf32>
    %padded_137 = tensor.pad %117 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x24x13x13xf32> to tensor<1x24x17x17xf32>
    %broadcasted_138 = linalg.broadcast ins(%cst_15 : tensor<64xf32>) outs(%88 : tensor<1x64x13x13xf32>) dimensions = [0, 2, 3] 
    %118 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_137, %cst_48 : tensor<1x24x17x17xf32>, tensor<64x24x5x5xf32>) outs(%broadcasted_138 : tensor<1x64x13x13xf32>) -> tensor<1x64x13x13xf32>
    %119 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%118 : tensor<1x64x13x13xf32>) outs(%88 : tensor<1x64x13x13xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.cmpf ugt, %in, %cst : f32
      %213 = arith.select %212, %in, %cst : f32
      linalg.yield %213 : f32
    } -> tensor<1x64x13x13xf32>
    %padded_139 = tensor.pad %concat_134 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_0 : f32
    } : tensor<1x512x13x13xf32> to tensor<1x512x15x15xf32>
    %120 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_139, %5 : tensor<1x512x15x15xf32>, tensor<3x3xf32>) outs(%106 : tensor<1x512x13x13xf32>) -> tensor<1x512x13x13xf32>
    %broadcasted_140 = linalg.broadcast ins(%cst_17 : tensor<64xf32>) outs(%88 : tensor<1x64x13x13xf32>) dimensions = [0, 2, 3] 
    %121 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%120, %cst_49 : tensor<1x512x13x13xf32>, tensor<64x512x1x1xf32>) outs(%broadcasted_140 : tensor<1x64x13x13xf32>) -> tensor<1x64x13x13xf32>
    %122 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121 : tensor<1x64x13x13xf32>) outs(%88 : tensor<1x64x13x13xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.cmpf ugt, %in, %cst : f32
      %213 = arith.select %212, %in, %cst : f32
      linalg.yield %213 : f32
    } -> tensor<1x64x13x13xf32>
    %concat_141 = tensor.concat dim(1) %112, %115, %119, %122 : (tensor<1x128x13x13xf32>, tensor<1x256x13x13xf32>, tensor<1x64x13x13xf32>, tensor<1x64x13x13xf32>) -> tensor<1x512x13x13xf32>
    %123 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%concat_141, %cst_45 : tensor<1x512x13x13xf32>, tensor<112x512x1x1xf32>) outs(%cst_84 : tensor<1x112x13x13xf32>) -> tensor<1x112x13x13xf32>
    %124 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%123 : tensor<1x112x13x13xf32>) outs(%95 : tensor<1x112x13x13xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.cmpf ugt, %in, %cst : f32
      %213 = arith.select %212, %in, %cst : f32
      linalg.yield %213 : f32
    } -> tensor<1x112x13x13xf32>
    %125 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%concat_141, %cst_52 : tensor<1x512x13x13xf32>, tensor<144x512x1x1xf32>) outs(%cst_88 : tensor<1x144x13x13xf32>) -> tensor<1x144x13x13xf32>
    %126 = tensor.empty() : tensor<1x144x13x13xf32>
    %127 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%125 : tensor<1x144x13x13xf32>) outs(%126 : tensor<1x144x13x13xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.cmpf ugt, %in, %cst : f32
      %213 = arith.select %212, %in, %cst : f32
      linalg.yield %213 : f32
    } -> tensor<1x144x13x13xf32>
    %padded_142 = tensor.pad %127 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x144x13x13xf32> to tensor<1x144x15x15xf32>
    %128 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_142, %cst_53 : tensor<1x144x15x15xf32>, tensor<288x144x3x3xf32>) outs(%cst_89 : tensor<1x288x13x13xf32>) -> tensor<1x288x13x13xf32>
    %129 = tensor.empty() : tensor<1x288x13x13xf32>
    %130 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%128 : tensor<1x288x13x13xf32>) outs(%129 : tensor<1x288x13x13xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.cmpf ugt, %in, %cst : f32
      %213 = arith.select %212, %in, %cst : f32
      linalg.yield %213 : f32
    } -> tensor<1x288x13x13xf32>
    %131 = tensor.empty() : tensor<1x32x13x13xf32>
    %broadcasted_143 = linalg.broadcast ins(%cst_19 : tensor<32xf32>) outs(%131 : tensor<1x32x13x13xf32>) dimensions = [0, 2, 3] 
    %132 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%concat_141, %cst_54 : tensor<1x512x13x13xf32>, tensor<32x512x1x1xf32>) outs(%broadcasted_143 : tensor<1x32x13x13xf32>) -> tensor<1x32x13x13xf32>
    %133 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%132 : tensor<1x32x13x13xf32>) outs(%131 : tensor<1x32x13x13xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.cmpf ugt, %in, %cst : f32
      %213 = arith.select %212, %in, %cst : f32
      linalg.yield %213 : f32
    } -> tensor<1x32x13x13xf32>
    %padded_144 = tensor.pad %133 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x32x13x13xf32> to tensor<1x32x17x17xf32>
    %broadcasted_145 = linalg.broadcast ins(%cst_18 : tensor<64xf32>) outs(%88 : tensor<1x64x13x13xf32>) dimensions = [0, 2, 3] 
    %134 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_144, %cst_55 : tensor<1x32x17x17xf32>, tensor<64x32x5x5xf32>) outs(%broadcasted_145 : tensor<1x64x13x13xf32>) -> tensor<1x64x13x13xf32>
    %135 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%134 : tensor<1x64x13x13xf32>) outs(%88 : tensor<1x64x13x13xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.cmpf ugt, %in, %cst : f32
      %213 = arith.select %212, %in, %cst : f32
      linalg.yield %213 : f32
    } -> tensor<1x64x13x13xf32>
    %padded_146 = tensor.pad %concat_141 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_0 : f32
    } : tensor<1x512x13x13xf32> to tensor<1x512x15x15xf32>
    %136 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_146, %5 : tensor<1x512x15x15xf32>, tensor<3x3xf32>) outs(%106 : tensor<1x512x13x13xf32>) -> tensor<1x512x13x13xf32>
    %broadcasted_147 = linalg.broadcast ins(%cst_20 : tensor<64xf32>) outs(%88 : tensor<1x64x13x13xf32>) dimensions = [0, 2, 3] 
    %137 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%136, %cst_49 : tensor<1x512x13x13xf32>, tensor<64x512x1x1xf32>) outs(%broadcasted_147 : tensor<1x64x13x13xf32>) -> tensor<1x64x13x13xf32>
    %138 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%137 : tensor<1x64x13x13xf32>) outs(%88 : tensor<1x64x13x13xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.cmpf ugt, %in, %cst : f32
      %213 = arith.select %212, %in, %cst : f32
      linalg.yield %213 : f32
    } -> tensor<1x64x13x13xf32>
    %concat_148 = tensor.concat dim(1) %124, %130, %135, %138 : (tensor<1x112x13x13xf32>, tensor<1x288x13x13xf32>, tensor<1x64x13x13xf32>, tensor<1x64x13x13xf32>) -> tensor<1x528x13x13xf32>
    %139 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%concat_148, %cst_56 : tensor<1x528x13x13xf32>, tensor<256x528x1x1xf32>) outs(%cst_87 : tensor<1x256x13x13xf32>) -> tensor<1x256x13x13xf32>
    %140 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%139 : tensor<1x256x13x13xf32>) outs(%114 : tensor<1x256x13x13xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.cmpf ugt, %in, %cst : f32
      %213 = arith.select %212, %in, %cst : f32
      linalg.yield %213 : f32
    } -> tensor<1x256x13x13xf32>
    %141 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%concat_148, %cst_57 : tensor<1x528x13x13xf32>, tensor<160x528x1x1xf32>) outs(%cst_83 : tensor<1x160x13x13xf32>) -> tensor<1x160x13x13xf32>
    %142 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%141 : tensor<1x160x13x13xf32>) outs(%92 : tensor<1x160x13x13xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.cmpf ugt, %in, %cst : f32
      %213 = arith.select %212, %in, %cst : f32
      linalg.yield %213 : f32
    } -> tensor<1x160x13x13xf32>
    %padded_149 = tensor.pad %142 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x160x13x13xf32> to tensor<1x160x15x15xf32>
    %143 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_149, %cst_58 : tensor<1x160x15x15xf32>, tensor<320x160x3x3xf32>) outs(%cst_90 : tensor<1x320x13x13xf32>) -> tensor<1x320x13x13xf32>
    %144 = tensor.empty() : tensor<1x320x13x13xf32>
    %145 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%143 : tensor<1x320x13x13xf32>) outs(%144 : tensor<1x320x13x13xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.cmpf ugt, %in, %cst : f32
      %213 = arith.select %212, %in, %cst : f32
      linalg.yield %213 : f32
    } -> tensor<1x320x13x13xf32>
    %broadcasted_150 = linalg.broadcast ins(%cst_21 : tensor<32xf32>) outs(%131 : tensor<1x32x13x13xf32>) dimensions = [0, 2, 3] 
    %146 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%concat_148, %cst_59 : tensor<1x528x13x13xf32>, tensor<32x528x1x1xf32>) outs(%broadcasted_150 : tensor<1x32x13x13xf32>) -> tensor<1x32x13x13xf32>
    %147 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%146 : tensor<1x32x13x13xf32>) outs(%131 : tensor<1x32x13x13xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.cmpf ugt, %in, %cst : f32
      %213 = arith.select %212, %in, %cst : f32
      linalg.yield %213 : f32
    } -> tensor<1x32x13x13xf32>
    %padded_151 = tensor.pad %147 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x32x13x13xf32> to tensor<1x32x17x17xf32>
    %148 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_151, %cst_60 : tensor<1x32x17x17xf32>, tensor<128x32x5x5xf32>) outs(%cst_86 : tensor<1x128x13x13xf32>) -> tensor<1x128x13x13xf32>
    %149 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%148 : tensor<1x128x13x13xf32>) outs(%111 : tensor<1x128x13x13xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.cmpf ugt, %in, %cst : f32
      %213 = arith.select %212, %in, %cst : f32
      linalg.yield %213 : f32
    } -> tensor<1x128x13x13xf32>
    %padded_152 = tensor.pad %concat_148 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_0 : f32
    } : tensor<1x528x13x13xf32> to tensor<1x528x15x15xf32>
    %150 = tensor.empty() : tensor<1x528x13x13xf32>
    %151 = linalg.fill ins(%cst_0 : f32) outs(%150 : tensor<1x528x13x13xf32>) -> tensor<1x528x13x13xf32>
    %152 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_152, %5 : tensor<1x528x15x15xf32>, tensor<3x3xf32>) outs(%151 : tensor<1x528x13x13xf32>) -> tensor<1x528x13x13xf32>
    %153 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%152, %cst_61 : tensor<1x528x13x13xf32>, tensor<128x528x1x1xf32>) outs(%cst_86 : tensor<1x128x13x13xf32>) -> tensor<1x128x13x13xf32>
    %154 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%153 : tensor<1x128x13x13xf32>) outs(%111 : tensor<1x128x13x13xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.cmpf ugt, %in, %cst : f32
      %213 = arith.select %212, %in, %cst : f32
      linalg.yield %213 : f32
    } -> tensor<1x128x13x13xf32>
    %concat_153 = tensor.concat dim(1) %140, %145, %149, %154 : (tensor<1x256x13x13xf32>, tensor<1x320x13x13xf32>, tensor<1x128x13x13xf32>, tensor<1x128x13x13xf32>) -> tensor<1x832x13x13xf32>
    %155 = tensor.empty() : tensor<1x832x6x6xf32>
    %156 = linalg.fill ins(%cst_0 : f32) outs(%155 : tensor<1x832x6x6xf32>) -> tensor<1x832x6x6xf32>
    %157 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%concat_153, %5 : tensor<1x832x13x13xf32>, tensor<3x3xf32>) outs(%156 : tensor<1x832x6x6xf32>) -> tensor<1x832x6x6xf32>
    %158 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%157, %cst_62 : tensor<1x832x6x6xf32>, tensor<256x832x1x1xf32>) outs(%cst_91 : tensor<1x256x6x6xf32>) -> tensor<1x256x6x6xf32>
    %159 = tensor.empty() : tensor<1x256x6x6xf32>
    %160 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%158 : tensor<1x256x6x6xf32>) outs(%159 : tensor<1x256x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.cmpf ugt, %in, %cst : f32
      %213 = arith.select %212, %in, %cst : f32
      linalg.yield %213 : f32
    } -> tensor<1x256x6x6xf32>
    %161 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%157, %cst_63 : tensor<1x832x6x6xf32>, tensor<160x832x1x1xf32>) outs(%cst_92 : tensor<1x160x6x6xf32>) -> tensor<1x160x6x6xf32>
    %162 = tensor.empty() : tensor<1x160x6x6xf32>
    %163 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%161 : tensor<1x160x6x6xf32>) outs(%162 : tensor<1x160x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.cmpf ugt, %in, %cst : f32
      %213 = arith.select %212, %in, %cst : f32
      linalg.yield %213 : f32
    } -> tensor<1x160x6x6xf32>
    %padded_154 = tensor.pad %163 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x160x6x6xf32> to tensor<1x160x8x8xf32>
    %164 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_154, %cst_58 : tensor<1x160x8x8xf32>, tensor<320x160x3x3xf32>) outs(%cst_93 : tensor<1x320x6x6xf32>) -> tensor<1x320x6x6xf32>
    %165 = tensor.empty() : tensor<1x320x6x6xf32>
    %166 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%164 : tensor<1x320x6x6xf32>) outs(%165 : tensor<1x320x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.cmpf ugt, %in, %cst : f32
      %213 = arith.select %212, %in, %cst : f32
      linalg.yield %213 : f32
    } -> tensor<1x320x6x6xf32>
    %167 = tensor.empty() : tensor<1x32x6x6xf32>
    %broadcasted_155 = linalg.broadcast ins(%cst_22 : tensor<32xf32>) outs(%167 : tensor<1x32x6x6xf32>) dimensions = [0, 2, 3] 
    %168 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%157, %cst_64 : tensor<1x832x6x6xf32>, tensor<32x832x1x1xf32>) outs(%broadcasted_155 : tensor<1x32x6x6xf32>) -> tensor<1x32x6x6xf32>
    %169 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%168 : tensor<1x32x6x6xf32>) outs(%167 : tensor<1x32x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.cmpf ugt, %in, %cst : f32
      %213 = arith.select %212, %in, %cst : f32
      linalg.yield %213 : f32
    } -> tensor<1x32x6x6xf32>
    %padded_156 = tensor.pad %169 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x32x6x6xf32> to tensor<1x32x10x10xf32>
    %170 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_156, %cst_60 : tensor<1x32x10x10xf32>, tensor<128x32x5x5xf32>) outs(%cst_94 : tensor<1x128x6x6xf32>) -> tensor<1x128x6x6xf32>
    %171 = tensor.empty() : tensor<1x128x6x6xf32>
    %172 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%170 : tensor<1x128x6x6xf32>) outs(%171 : tensor<1x128x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.cmpf ugt, %in, %cst : f32
      %213 = arith.select %212, %in, %cst : f32
      linalg.yield %213 : f32
    } -> tensor<1x128x6x6xf32>
    %padded_157 = tensor.pad %157 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_0 : f32
    } : tensor<1x832x6x6xf32> to tensor<1x832x8x8xf32>
    %173 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_157, %5 : tensor<1x832x8x8xf32>, tensor<3x3xf32>) outs(%156 : tensor<1x832x6x6xf32>) -> tensor<1x832x6x6xf32>
    %174 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%173, %cst_65 : tensor<1x832x6x6xf32>, tensor<128x832x1x1xf32>) outs(%cst_94 : tensor<1x128x6x6xf32>) -> tensor<1x128x6x6xf32>
    %175 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%174 : tensor<1x128x6x6xf32>) outs(%171 : tensor<1x128x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.cmpf ugt, %in, %cst : f32
      %213 = arith.select %212, %in, %cst : f32
      linalg.yield %213 : f32
    } -> tensor<1x128x6x6xf32>
    %concat_158 = tensor.concat dim(1) %160, %166, %172, %175 : (tensor<1x256x6x6xf32>, tensor<1x320x6x6xf32>, tensor<1x128x6x6xf32>, tensor<1x128x6x6xf32>) -> tensor<1x832x6x6xf32>
    %176 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%concat_158, %cst_66 : tensor<1x832x6x6xf32>, tensor<384x832x1x1xf32>) outs(%cst_95 : tensor<1x384x6x6xf32>) -> tensor<1x384x6x6xf32>
    %177 = tensor.empty() : tensor<1x384x6x6xf32>
    %178 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176 : tensor<1x384x6x6xf32>) outs(%177 : tensor<1x384x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.cmpf ugt, %in, %cst : f32
      %213 = arith.select %212, %in, %cst : f32
      linalg.yield %213 : f32
    } -> tensor<1x384x6x6xf32>
    %179 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%concat_158, %cst_67 : tensor<1x832x6x6xf32>, tensor<192x832x1x1xf32>) outs(%cst_96 : tensor<1x192x6x6xf32>) -> tensor<1x192x6x6xf32>
    %180 = tensor.empty() : tensor<1x192x6x6xf32>
    %181 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%179 : tensor<1x192x6x6xf32>) outs(%180 : tensor<1x192x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.cmpf ugt, %in, %cst : f32
      %213 = arith.select %212, %in, %cst : f32
      linalg.yield %213 : f32
    } -> tensor<1x192x6x6xf32>
    %padded_159 = tensor.pad %181 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x192x6x6xf32> to tensor<1x192x8x8xf32>
    %182 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_159, %cst_68 : tensor<1x192x8x8xf32>, tensor<384x192x3x3xf32>) outs(%cst_95 : tensor<1x384x6x6xf32>) -> tensor<1x384x6x6xf32>
    %183 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%182 : tensor<1x384x6x6xf32>) outs(%177 : tensor<1x384x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.cmpf ugt, %in, %cst : f32
      %213 = arith.select %212, %in, %cst : f32
      linalg.yield %213 : f32
    } -> tensor<1x384x6x6xf32>
    %184 = tensor.empty() : tensor<1x48x6x6xf32>
    %broadcasted_160 = linalg.broadcast ins(%cst_23 : tensor<48xf32>) outs(%184 : tensor<1x48x6x6xf32>) dimensions = [0, 2, 3] 
    %185 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%concat_158, %cst_69 : tensor<1x832x6x6xf32>, tensor<48x832x1x1xf32>) outs(%broadcasted_160 : tensor<1x48x6x6xf32>) -> tensor<1x48x6x6xf32>
    %186 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%185 : tensor<1x48x6x6xf32>) outs(%184 : tensor<1x48x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.cmpf ugt, %in, %cst : f32
      %213 = arith.select %212, %in, %cst : f32
      linalg.yield %213 : f32
    } -> tensor<1x48x6x6xf32>
    %padded_161 = tensor.pad %186 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x48x6x6xf32> to tensor<1x48x10x10xf32>
    %187 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_161, %cst_70 : tensor<1x48x10x10xf32>, tensor<128x48x5x5xf32>) outs(%cst_94 : tensor<1x128x6x6xf32>) -> tensor<1x128x6x6xf32>
    %188 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%187 : tensor<1x128x6x6xf32>) outs(%171 : tensor<1x128x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.cmpf ugt, %in, %cst : f32
      %213 = arith.select %212, %in, %cst : f32
      linalg.yield %213 : f32
    } -> tensor<1x128x6x6xf32>
    %padded_162 = tensor.pad %concat_158 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_0 : f32
    } : tensor<1x832x6x6xf32> to tensor<1x832x8x8xf32>
    %189 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_162, %5 : tensor<1x832x8x8xf32>, tensor<3x3xf32>) outs(%156 : tensor<1x832x6x6xf32>) -> tensor<1x832x6x6xf32>
    %190 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%189, %cst_65 : tensor<1x832x6x6xf32>, tensor<128x832x1x1xf32>) outs(%cst_94 : tensor<1x128x6x6xf32>) -> tensor<1x128x6x6xf32>
    %191 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%190 : tensor<1x128x6x6xf32>) outs(%171 : tensor<1x128x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.cmpf ugt, %in, %cst : f32
      %213 = arith.select %212, %in, %cst : f32
      linalg.yield %213 : f32
    } -> tensor<1x128x6x6xf32>
    %concat_163 = tensor.concat dim(1) %178, %183, %188, %191 : (tensor<1x384x6x6xf32>, tensor<1x384x6x6xf32>, tensor<1x128x6x6xf32>, tensor<1x128x6x6xf32>) -> tensor<1x1024x6x6xf32>
    %padded_164 = tensor.pad %concat_163 low[0, 0, 0, 0] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x1024x6x6xf32> to tensor<1x1024x7x7xf32>
    %192 = tensor.empty() : tensor<1x1024x1x1xf32>
    %193 = linalg.fill ins(%cst : f32) outs(%192 : tensor<1x1024x1x1xf32>) -> tensor<1x1024x1x1xf32>
    %194 = tensor.empty() : tensor<7x7xf32>
    %195 = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_164, %194 : tensor<1x1024x7x7xf32>, tensor<7x7xf32>) outs(%193 : tensor<1x1024x1x1xf32>) -> tensor<1x1024x1x1xf32>
    %196 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%195 : tensor<1x1024x1x1xf32>) outs(%192 : tensor<1x1024x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.divf %in, %cst_97 : f32
      linalg.yield %212 : f32
    } -> tensor<1x1024x1x1xf32>
    %collapsed_165 = tensor.collapse_shape %196 [[0], [1, 2, 3]] : tensor<1x1024x1x1xf32> into tensor<1x1024xf32>
    %197 = tensor.empty() : tensor<1x1000xf32>
    %198 = linalg.fill ins(%cst : f32) outs(%197 : tensor<1x1000xf32>) -> tensor<1x1000xf32>
    %199 = linalg.matmul ins(%collapsed_165, %cst_98 : tensor<1x1024xf32>, tensor<1024x1000xf32>) outs(%198 : tensor<1x1000xf32>) -> tensor<1x1000xf32>
    %200 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%199, %cst_71 : tensor<1x1000xf32>, tensor<1000xf32>) outs(%197 : tensor<1x1000xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %212 = arith.addf %in, %in_167 : f32
      linalg.yield %212 : f32
    } -> tensor<1x1000xf32>
    %201 = tensor.empty() : tensor<1xi64>
    %202 = linalg.fill ins(%c0_i64 : i64) outs(%201 : tensor<1xi64>) -> tensor<1xi64>
    %203 = tensor.empty() : tensor<1xf32>
    %204 = linalg.fill ins(%cst_0 : f32) outs(%203 : tensor<1xf32>) -> tensor<1xf32>
    %205:2 = linalg.generic {indexing_maps = [#map2, #map4, #map4], iterator_types = ["parallel", "reduction"]} ins(%200 : tensor<1x1000xf32>) outs(%204, %202 : tensor<1xf32>, tensor<1xi64>) {
    ^bb0(%in: f32, %out: f32, %out_167: i64):
      %212 = linalg.index 1 : index
      %213 = arith.index_cast %212 : index to i64
      %214 = arith.maximumf %in, %out : f32
      %215 = arith.cmpf ogt, %in, %out : f32
      %216 = arith.select %215, %213, %out_167 : i64
      linalg.yield %214, %216 : f32, i64
    } -> (tensor<1xf32>, tensor<1xi64>)
    %expanded_166 = tensor.expand_shape %205#0 [[0, 1]] output_shape [1, 1] : tensor<1xf32> into tensor<1x1xf32>
    %206 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel"]} ins(%200, %expanded_166 : tensor<1x1000xf32>, tensor<1x1xf32>) outs(%197 : tensor<1x1000xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %212 = arith.subf %in, %in_167 : f32
      linalg.yield %212 : f32
    } -> tensor<1x1000xf32>
    %207 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%206 : tensor<1x1000xf32>) outs(%197 : tensor<1x1000xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = math.exp %in : f32
      linalg.yield %212 : f32
    } -> tensor<1x1000xf32>
    %208 = tensor.empty() : tensor<1x1xf32>
    %209 = linalg.fill ins(%cst : f32) outs(%208 : tensor<1x1xf32>) -> tensor<1x1xf32>
    %210 = linalg.generic {indexing_maps = [#map2, #map5], iterator_types = ["parallel", "reduction"]} ins(%207 : tensor<1x1000xf32>) outs(%209 : tensor<1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.addf %in, %out : f32
      linalg.yield %212 : f32
    } -> tensor<1x1xf32>
    %211 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel"]} ins(%207, %210 : tensor<1x1000xf32>, tensor<1x1xf32>) outs(%197 : tensor<1x1000xf32>) {
    ^bb0(%in: f32, %in_167: f32, %out: f32):
      %212 = arith.divf %in, %in_167 : f32
      linalg.yield %212 : f32
    } -> tensor<1x1000xf32>
    return %211 : tensor<1x1000xf32>
  }
}

