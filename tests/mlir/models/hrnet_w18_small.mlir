// hrnet_w18_small: made by scripts/make_linalg_models.py from hrnet_w18_small.onnx (weights replaced by splat constants).
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @main_graph(%arg0: tensor<1x3x96x96xf32>) -> tensor<1x1000xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense<0.00999999977> : tensor<1000x2048xf32>
    %cst_1 = arith.constant dense<0.00999999977> : tensor<1000xf32>
    %cst_2 = arith.constant dense<0.00999999977> : tensor<64x3x3x3xf32>
    %cst_3 = arith.constant dense<0.00999999977> : tensor<64x64x3x3xf32>
    %cst_4 = arith.constant dense<0.00999999977> : tensor<32x64x1x1xf32>
    %cst_5 = arith.constant dense<0.00999999977> : tensor<32x32x3x3xf32>
    %cst_6 = arith.constant dense<0.00999999977> : tensor<128x32x1x1xf32>
    %cst_7 = arith.constant dense<0.00999999977> : tensor<128x64x1x1xf32>
    %cst_8 = arith.constant dense<0.00999999977> : tensor<16x128x3x3xf32>
    %cst_9 = arith.constant dense<0.00999999977> : tensor<32x128x3x3xf32>
    %cst_10 = arith.constant dense<0.00999999977> : tensor<16x16x3x3xf32>
    %cst_11 = arith.constant dense<0.00999999977> : tensor<16x16x3x3xf32>
    %cst_12 = arith.constant dense<0.00999999977> : tensor<16x16x3x3xf32>
    %cst_13 = arith.constant dense<0.00999999977> : tensor<16x16x3x3xf32>
    %cst_14 = arith.constant dense<0.00999999977> : tensor<32x32x3x3xf32>
    %cst_15 = arith.constant dense<0.00999999977> : tensor<32x32x3x3xf32>
    %cst_16 = arith.constant dense<0.00999999977> : tensor<32x32x3x3xf32>
    %cst_17 = arith.constant dense<0.00999999977> : tensor<32x32x3x3xf32>
    %cst_18 = arith.constant dense<0.00999999977> : tensor<16x32x1x1xf32>
    %cst_19 = arith.constant dense<0.00999999977> : tensor<32x16x3x3xf32>
    %cst_20 = arith.constant dense<0.00999999977> : tensor<64x32x3x3xf32>
    %cst_21 = arith.constant dense<0.00999999977> : tensor<16x16x3x3xf32>
    %cst_22 = arith.constant dense<0.00999999977> : tensor<16x16x3x3xf32>
    %cst_23 = arith.constant dense<0.00999999977> : tensor<16x16x3x3xf32>
    %cst_24 = arith.constant dense<0.00999999977> : tensor<16x16x3x3xf32>
    %cst_25 = arith.constant dense<0.00999999977> : tensor<32x32x3x3xf32>
    %cst_26 = arith.constant dense<0.00999999977> : tensor<32x32x3x3xf32>
    %cst_27 = arith.constant dense<0.00999999977> : tensor<32x32x3x3xf32>
    %cst_28 = arith.constant dense<0.00999999977> : tensor<32x32x3x3xf32>
    %cst_29 = arith.constant dense<0.00999999977> : tensor<64x64x3x3xf32>
    %cst_30 = arith.constant dense<0.00999999977> : tensor<64x64x3x3xf32>
    %cst_31 = arith.constant dense<0.00999999977> : tensor<64x64x3x3xf32>
    %cst_32 = arith.constant dense<0.00999999977> : tensor<64x64x3x3xf32>
    %cst_33 = arith.constant dense<0.00999999977> : tensor<16x32x1x1xf32>
    %cst_34 = arith.constant dense<0.00999999977> : tensor<16x64x1x1xf32>
    %cst_35 = arith.constant dense<0.00999999977> : tensor<32x16x3x3xf32>
    %cst_36 = arith.constant dense<0.00999999977> : tensor<32x64x1x1xf32>
    %cst_37 = arith.constant dense<0.00999999977> : tensor<16x16x3x3xf32>
    %cst_38 = arith.constant dense<0.00999999977> : tensor<64x16x3x3xf32>
    %cst_39 = arith.constant dense<0.00999999977> : tensor<64x32x3x3xf32>
    %cst_40 = arith.constant dense<0.00999999977> : tensor<128x64x3x3xf32>
    %cst_41 = arith.constant dense<0.00999999977> : tensor<16x16x3x3xf32>
    %cst_42 = arith.constant dense<0.00999999977> : tensor<16x16x3x3xf32>
    %cst_43 = arith.constant dense<0.00999999977> : tensor<16x16x3x3xf32>
    %cst_44 = arith.constant dense<0.00999999977> : tensor<16x16x3x3xf32>
    %cst_45 = arith.constant dense<0.00999999977> : tensor<32x32x3x3xf32>
    %cst_46 = arith.constant dense<0.00999999977> : tensor<32x32x3x3xf32>
    %cst_47 = arith.constant dense<0.00999999977> : tensor<32x32x3x3xf32>
    %cst_48 = arith.constant dense<0.00999999977> : tensor<32x32x3x3xf32>
    %cst_49 = arith.constant dense<0.00999999977> : tensor<64x64x3x3xf32>
    %cst_50 = arith.constant dense<0.00999999977> : tensor<64x64x3x3xf32>
    %cst_51 = arith.constant dense<0.00999999977> : tensor<64x64x3x3xf32>
    %cst_52 = arith.constant dense<0.00999999977> : tensor<64x64x3x3xf32>
    %cst_53 = arith.constant dense<0.00999999977> : tensor<128x128x3x3xf32>
    %cst_54 = arith.constant dense<0.00999999977> : tensor<128x128x3x3xf32>
    %cst_55 = arith.constant dense<0.00999999977> : tensor<128x128x3x3xf32>
    %cst_56 = arith.constant dense<0.00999999977> : tensor<128x128x3x3xf32>
    %cst_57 = arith.constant dense<0.00999999977> : tensor<16x32x1x1xf32>
    %cst_58 = arith.constant dense<0.00999999977> : tensor<16x64x1x1xf32>
    %cst_59 = arith.constant dense<0.00999999977> : tensor<16x128x1x1xf32>
    %cst_60 = arith.constant dense<0.00999999977> : tensor<32x16x3x3xf32>
    %cst_61 = arith.constant dense<0.00999999977> : tensor<32x64x1x1xf32>
    %cst_62 = arith.constant dense<0.00999999977> : tensor<32x128x1x1xf32>
    %cst_63 = arith.constant dense<0.00999999977> : tensor<16x16x3x3xf32>
    %cst_64 = arith.constant dense<0.00999999977> : tensor<64x16x3x3xf32>
    %cst_65 = arith.constant dense<0.00999999977> : tensor<64x32x3x3xf32>
    %cst_66 = arith.constant dense<0.00999999977> : tensor<64x128x1x1xf32>
    %cst_67 = arith.constant dense<0.00999999977> : tensor<16x16x3x3xf32>
    %cst_68 = arith.constant dense<0.00999999977> : tensor<16x16x3x3xf32>
    %cst_69 = arith.constant dense<0.00999999977> : tensor<128x16x3x3xf32>
    %cst_70 = arith.constant dense<0.00999999977> : tensor<32x32x3x3xf32>
    %cst_71 = arith.constant dense<0.00999999977> : tensor<128x32x3x3xf32>
    %cst_72 = arith.constant dense<0.00999999977> : tensor<128x64x3x3xf32>
    %cst_73 = arith.constant dense<0.00999999977> : tensor<32x16x1x1xf32>
    %cst_74 = arith.constant dense<0.00999999977> : tensor<32x32x3x3xf32>
    %cst_75 = arith.constant dense<0.00999999977> : tensor<128x32x1x1xf32>
    %cst_76 = arith.constant dense<0.00999999977> : tensor<128x16x1x1xf32>
    %cst_77 = arith.constant dense<0.00999999977> : tensor<64x32x1x1xf32>
    %cst_78 = arith.constant dense<0.00999999977> : tensor<64x64x3x3xf32>
    %cst_79 = arith.constant dense<0.00999999977> : tensor<256x64x1x1xf32>
    %cst_80 = arith.constant dense<0.00999999977> : tensor<256x32x1x1xf32>
    %cst_81 = arith.constant dense<0.00999999977> : tensor<256x128x3x3xf32>
    %cst_82 = arith.constant dense<0.00999999977> : tensor<256xf32>
    %cst_83 = arith.constant dense<0.00999999977> : tensor<128x64x1x1xf32>
    %cst_84 = arith.constant dense<0.00999999977> : tensor<128x128x3x3xf32>
    %cst_85 = arith.constant dense<0.00999999977> : tensor<512x128x1x1xf32>
    %cst_86 = arith.constant dense<0.00999999977> : tensor<512x64x1x1xf32>
    %cst_87 = arith.constant dense<0.00999999977> : tensor<512x256x3x3xf32>
    %cst_88 = arith.constant dense<0.00999999977> : tensor<512xf32>
    %cst_89 = arith.constant dense<0.00999999977> : tensor<256x128x1x1xf32>
    %cst_90 = arith.constant dense<0.00999999977> : tensor<256x256x3x3xf32>
    %cst_91 = arith.constant dense<0.00999999977> : tensor<1024x256x1x1xf32>
    %cst_92 = arith.constant dense<0.00999999977> : tensor<1024x128x1x1xf32>
    %cst_93 = arith.constant dense<0.00999999977> : tensor<1024x512x3x3xf32>
    %cst_94 = arith.constant dense<0.00999999977> : tensor<1024xf32>
    %cst_95 = arith.constant dense<0.00999999977> : tensor<2048x1024x1x1xf32>
    %cst_96 = arith.constant dense<0.00999999977> : tensor<2048xf32>
    %cst_97 = arith.constant dense<0.000000e+00> : tensor<1x64x48x48xf32>
    %cst_98 = arith.constant dense<0.000000e+00> : tensor<1x64x24x24xf32>
    %cst_99 = arith.constant dense<0.000000e+00> : tensor<1x32x24x24xf32>
    %cst_100 = arith.constant dense<0.000000e+00> : tensor<1x128x24x24xf32>
    %cst_101 = arith.constant dense<0.000000e+00> : tensor<1x16x24x24xf32>
    %cst_102 = arith.constant dense<0.000000e+00> : tensor<1x32x12x12xf32>
    %cst_103 = arith.constant dense<0.000000e+00> : tensor<1x16x12x12xf32>
    %cst_104 = arith.constant 2.000000e+00 : f32
    %cst_105 = arith.constant dense<0.000000e+00> : tensor<1x64x6x6xf32>
    %cst_106 = arith.constant dense<0.000000e+00> : tensor<1x16x6x6xf32>
    %cst_107 = arith.constant 4.000000e+00 : f32
    %cst_108 = arith.constant dense<0.000000e+00> : tensor<1x32x6x6xf32>
    %cst_109 = arith.constant dense<0.000000e+00> : tensor<1x128x3x3xf32>
    %cst_110 = arith.constant dense<0.000000e+00> : tensor<1x16x3x3xf32>
    %cst_111 = arith.constant 8.000000e+00 : f32
    %cst_112 = arith.constant dense<0.000000e+00> : tensor<1x32x3x3xf32>
    %cst_113 = arith.constant dense<0.000000e+00> : tensor<1x64x3x3xf32>
    %cst_114 = arith.constant dense<0.000000e+00> : tensor<1x64x12x12xf32>
    %cst_115 = arith.constant dense<0.000000e+00> : tensor<1x256x12x12xf32>
    %cst_116 = arith.constant dense<0.000000e+00> : tensor<1x128x6x6xf32>
    %cst_117 = arith.constant dense<0.000000e+00> : tensor<1x512x6x6xf32>
    %cst_118 = arith.constant dense<0.000000e+00> : tensor<1x256x3x3xf32>
    %cst_119 = arith.constant dense<0.000000e+00> : tensor<1x1024x3x3xf32>
    %cst_120 = arith.constant 9.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %cst_121 = arith.constant 1.100000e+01 : f32
    %cst_122 = arith.constant 5.000000e+00 : f32
    %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x3x96x96xf32> to tensor<1x3x98x98xf32>
    %0 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded, %cst_2 : tensor<1x3x98x98xf32>, tensor<64x3x3x3xf32>) outs(%cst_97 : tensor<1x64x48x48xf32>) -> tensor<1x64x48x48xf32>
    %1 = tensor.empty() : tensor<1x64x48x48xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%0 : tensor<1x64x48x48xf32>) outs(%1 : tensor<1x64x48x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x48x48xf32>
    %padded_123 = tensor.pad %2 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x64x48x48xf32> to tensor<1x64x50x50xf32>
    %3 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_123, %cst_3 : tensor<1x64x50x50xf32>, tensor<64x64x3x3xf32>) outs(%cst_98 : tensor<1x64x24x24xf32>) -> tensor<1x64x24x24xf32>
    %4 = tensor.empty() : tensor<1x64x24x24xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3 : tensor<1x64x24x24xf32>) outs(%4 : tensor<1x64x24x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x24x24xf32>
    %6 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%5, %cst_4 : tensor<1x64x24x24xf32>, tensor<32x64x1x1xf32>) outs(%cst_99 : tensor<1x32x24x24xf32>) -> tensor<1x32x24x24xf32>
    %7 = tensor.empty() : tensor<1x32x24x24xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6 : tensor<1x32x24x24xf32>) outs(%7 : tensor<1x32x24x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x32x24x24xf32>
    %padded_124 = tensor.pad %8 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x32x24x24xf32> to tensor<1x32x26x26xf32>
    %9 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_124, %cst_5 : tensor<1x32x26x26xf32>, tensor<32x32x3x3xf32>) outs(%cst_99 : tensor<1x32x24x24xf32>) -> tensor<1x32x24x24xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9 : tensor<1x32x24x24xf32>) outs(%7 : tensor<1x32x24x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x32x24x24xf32>
    %11 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%10, %cst_6 : tensor<1x32x24x24xf32>, tensor<128x32x1x1xf32>) outs(%cst_100 : tensor<1x128x24x24xf32>) -> tensor<1x128x24x24xf32>
    %12 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%5, %cst_7 : tensor<1x64x24x24xf32>, tensor<128x64x1x1xf32>) outs(%cst_100 : tensor<1x128x24x24xf32>) -> tensor<1x128x24x24xf32>
    %13 = tensor.empty() : tensor<1x128x24x24xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11, %12 : tensor<1x128x24x24xf32>, tensor<1x128x24x24xf32>) outs(%13 : tensor<1x128x24x24xf32>) {
    ^bb0(%in: f32, %in_184: f32, %out: f32):
      %249 = arith.addf %in, %in_184 : f32
      linalg.yield %249 : f32
    } -> tensor<1x128x24x24xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14 : tensor<1x128x24x24xf32>) outs(%13 : tensor<1x128x24x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x128x24x24xf32>
    %padded_125 = tensor.pad %15 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x128x24x24xf32> to tensor<1x128x26x26xf32>
    %16 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_125, %cst_8 : tensor<1x128x26x26xf32>, tensor<16x128x3x3xf32>) outs(%cst_101 : tensor<1x16x24x24xf32>) -> tensor<1x16x24x24xf32>
    %17 = tensor.empty() : tensor<1x16x24x24xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16 : tensor<1x16x24x24xf32>) outs(%17 : tensor<1x16x24x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x16x24x24xf32>
    %19 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_125, %cst_9 : tensor<1x128x26x26xf32>, tensor<32x128x3x3xf32>) outs(%cst_102 : tensor<1x32x12x12xf32>) -> tensor<1x32x12x12xf32>
    %20 = tensor.empty() : tensor<1x32x12x12xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19 : tensor<1x32x12x12xf32>) outs(%20 : tensor<1x32x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x32x12x12xf32>
    %padded_126 = tensor.pad %18 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x16x24x24xf32> to tensor<1x16x26x26xf32>
    %22 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_126, %cst_10 : tensor<1x16x26x26xf32>, tensor<16x16x3x3xf32>) outs(%cst_101 : tensor<1x16x24x24xf32>) -> tensor<1x16x24x24xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22 : tensor<1x16x24x24xf32>) outs(%17 : tensor<1x16x24x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x16x24x24xf32>
    %padded_127 = tensor.pad %23 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x16x24x24xf32> to tensor<1x16x26x26xf32>
    %24 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_127, %cst_11 : tensor<1x16x26x26xf32>, tensor<16x16x3x3xf32>) outs(%cst_101 : tensor<1x16x24x24xf32>) -> tensor<1x16x24x24xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24, %18 : tensor<1x16x24x24xf32>, tensor<1x16x24x24xf32>) outs(%17 : tensor<1x16x24x24xf32>) {
    ^bb0(%in: f32, %in_184: f32, %out: f32):
      %249 = arith.addf %in, %in_184 : f32
      linalg.yield %249 : f32
    } -> tensor<1x16x24x24xf32>
    %26 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25 : tensor<1x16x24x24xf32>) outs(%17 : tensor<1x16x24x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x16x24x24xf32>
    %padded_128 = tensor.pad %26 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x16x24x24xf32> to tensor<1x16x26x26xf32>
    %27 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_128, %cst_12 : tensor<1x16x26x26xf32>, tensor<16x16x3x3xf32>) outs(%cst_101 : tensor<1x16x24x24xf32>) -> tensor<1x16x24x24xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27 : tensor<1x16x24x24xf32>) outs(%17 : tensor<1x16x24x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x16x24x24xf32>
    %padded_129 = tensor.pad %28 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x16x24x24xf32> to tensor<1x16x26x26xf32>
    %29 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_129, %cst_13 : tensor<1x16x26x26xf32>, tensor<16x16x3x3xf32>) outs(%cst_101 : tensor<1x16x24x24xf32>) -> tensor<1x16x24x24xf32>
    %30 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%29, %26 : tensor<1x16x24x24xf32>, tensor<1x16x24x24xf32>) outs(%17 : tensor<1x16x24x24xf32>) {
    ^bb0(%in: f32, %in_184: f32, %out: f32):
      %249 = arith.addf %in, %in_184 : f32
      linalg.yield %249 : f32
    } -> tensor<1x16x24x24xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30 : tensor<1x16x24x24xf32>) outs(%17 : tensor<1x16x24x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x16x24x24xf32>
    %padded_130 = tensor.pad %21 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x32x12x12xf32> to tensor<1x32x14x14xf32>
    %32 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_130, %cst_14 : tensor<1x32x14x14xf32>, tensor<32x32x3x3xf32>) outs(%cst_102 : tensor<1x32x12x12xf32>) -> tensor<1x32x12x12xf32>
    %33 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32 : tensor<1x32x12x12xf32>) outs(%20 : tensor<1x32x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x32x12x12xf32>
    %padded_131 = tensor.pad %33 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x32x12x12xf32> to tensor<1x32x14x14xf32>
    %34 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_131, %cst_15 : tensor<1x32x14x14xf32>, tensor<32x32x3x3xf32>) outs(%cst_102 : tensor<1x32x12x12xf32>) -> tensor<1x32x12x12xf32>
    %35 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%34, %21 : tensor<1x32x12x12xf32>, tensor<1x32x12x12xf32>) outs(%20 : tensor<1x32x12x12xf32>) {
    ^bb0(%in: f32, %in_184: f32, %out: f32):
      %249 = arith.addf %in, %in_184 : f32
      linalg.yield %249 : f32
    } -> tensor<1x32x12x12xf32>
    %36 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%35 : tensor<1x32x12x12xf32>) outs(%20 : tensor<1x32x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x32x12x12xf32>
    %padded_132 = tensor.pad %36 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x32x12x12xf32> to tensor<1x32x14x14xf32>
    %37 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_132, %cst_16 : tensor<1x32x14x14xf32>, tensor<32x32x3x3xf32>) outs(%cst_102 : tensor<1x32x12x12xf32>) -> tensor<1x32x12x12xf32>
    %38 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37 : tensor<1x32x12x12xf32>) outs(%20 : tensor<1x32x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x32x12x12xf32>
    %padded_133 = tensor.pad %38 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x32x12x12xf32> to tensor<1x32x14x14xf32>
    %39 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_133, %cst_17 : tensor<1x32x14x14xf32>, tensor<32x32x3x3xf32>) outs(%cst_102 : tensor<1x32x12x12xf32>) -> tensor<1x32x12x12xf32>
    %40 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%39, %36 : tensor<1x32x12x12xf32>, tensor<1x32x12x12xf32>) outs(%20 : tensor<1x32x12x12xf32>) {
    ^bb0(%in: f32, %in_184: f32, %out: f32):
      %249 = arith.addf %in, %in_184 : f32
      linalg.yield %249 : f32
    } -> tensor<1x32x12x12xf32>
    %41 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40 : tensor<1x32x12x12xf32>) outs(%20 : tensor<1x32x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x32x12x12xf32>
    %42 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%41, %cst_18 : tensor<1x32x12x12xf32>, tensor<16x32x1x1xf32>) outs(%cst_103 : tensor<1x16x12x12xf32>) -> tensor<1x16x12x12xf32>
    %43 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%17 : tensor<1x16x24x24xf32>) {
    ^bb0(%out: f32):
      %249 = linalg.index 1 : index
      %250 = linalg.index 2 : index
      %251 = linalg.index 3 : index
      %252 = arith.index_cast %250 : index to i64
      %253 = arith.sitofp %252 : i64 to f32
      %254 = arith.divf %253, %cst_104 : f32
      %255 = math.floor %254 : f32
      %256 = arith.maximumf %255, %cst : f32
      %257 = arith.minimumf %256, %cst_121 : f32
      %258 = arith.fptosi %257 : f32 to i64
      %259 = arith.index_cast %258 : i64 to index
      %260 = arith.index_cast %251 : index to i64
      %261 = arith.sitofp %260 : i64 to f32
      %262 = arith.divf %261, %cst_104 : f32
      %263 = math.floor %262 : f32
      %264 = arith.maximumf %263, %cst : f32
      %265 = arith.minimumf %264, %cst_121 : f32
      %266 = arith.fptosi %265 : f32 to i64
      %267 = arith.index_cast %266 : i64 to index
      %extracted = tensor.extract %42[%c0, %249, %259, %267] : tensor<1x16x12x12xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x16x24x24xf32>
    %44 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31, %43 : tensor<1x16x24x24xf32>, tensor<1x16x24x24xf32>) outs(%17 : tensor<1x16x24x24xf32>) {
    ^bb0(%in: f32, %in_184: f32, %out: f32):
      %249 = arith.addf %in, %in_184 : f32
      linalg.yield %249 : f32
    } -> tensor<1x16x24x24xf32>
    %45 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44 : tensor<1x16x24x24xf32>) outs(%17 : tensor<1x16x24x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x16x24x24xf32>
    %padded_134 = tensor.pad %31 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x16x24x24xf32> to tensor<1x16x26x26xf32>
    %46 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_134, %cst_19 : tensor<1x16x26x26xf32>, tensor<32x16x3x3xf32>) outs(%cst_102 : tensor<1x32x12x12xf32>) -> tensor<1x32x12x12xf32>
    %47 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46, %41 : tensor<1x32x12x12xf32>, tensor<1x32x12x12xf32>) outs(%20 : tensor<1x32x12x12xf32>) {
    ^bb0(%in: f32, %in_184: f32, %out: f32):
      %249 = arith.addf %in, %in_184 : f32
      linalg.yield %249 : f32
    } -> tensor<1x32x12x12xf32>
    %48 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47 : tensor<1x32x12x12xf32>) outs(%20 : tensor<1x32x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x32x12x12xf32>
    %padded_135 = tensor.pad %48 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x32x12x12xf32> to tensor<1x32x14x14xf32>
    %49 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_135, %cst_20 : tensor<1x32x14x14xf32>, tensor<64x32x3x3xf32>) outs(%cst_105 : tensor<1x64x6x6xf32>) -> tensor<1x64x6x6xf32>
    %50 = tensor.empty() : tensor<1x64x6x6xf32>
    %51 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49 : tensor<1x64x6x6xf32>) outs(%50 : tensor<1x64x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x6x6xf32>
    %padded_136 = tensor.pad %45 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x16x24x24xf32> to tensor<1x16x26x26xf32>
    %52 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_136, %cst_21 : tensor<1x16x26x26xf32>, tensor<16x16x3x3xf32>) outs(%cst_101 : tensor<1x16x24x24xf32>) -> tensor<1x16x24x24xf32>
    %53 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52 : tensor<1x16x24x24xf32>) outs(%17 : tensor<1x16x24x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x16x24x24xf32>
    %padded_137 = tensor.pad %53 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x16x24x24xf32> to tensor<1x16x26x26xf32>
    %54 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_137, %cst_22 : tensor<1x16x26x26xf32>, tensor<16x16x3x3xf32>) outs(%cst_101 : tensor<1x16x24x24xf32>) -> tensor<1x16x24x24xf32>
    %55 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %45 : tensor<1x16x24x24xf32>, tensor<1x16x24x24xf32>) outs(%17 : tensor<1x16x24x24xf32>) {
    ^bb0(%in: f32, %in_184: f32, %out: f32):
      %249 = arith.addf %in, %in_184 : f32
      linalg.yield %249 : f32
    } -> tensor<1x16x24x24xf32>
    %56 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55 : tensor<1x16x24x24xf32>) outs(%17 : tensor<1x16x24x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x16x24x24xf32>
    %padded_138 = tensor.pad %56 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x16x24x24xf32> to tensor<1x16x26x26xf32>
    %57 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_138, %cst_23 : tensor<1x16x26x26xf32>, tensor<16x16x3x3xf32>) outs(%cst_101 : tensor<1x16x24x24xf32>) -> tensor<1x16x24x24xf32>
    %58 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57 : tensor<1x16x24x24xf32>) outs(%17 : tensor<1x16x24x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x16x24x24xf32>
    %padded_139 = tensor.pad %58 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x16x24x24xf32> to tensor<1x16x26x26xf32>
    %59 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_139, %cst_24 : tensor<1x16x26x26xf32>, tensor<16x16x3x3xf32>) outs(%cst_101 : tensor<1x16x24x24xf32>) -> tensor<1x16x24x24xf32>
    %60 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59, %56 : tensor<1x16x24x24xf32>, tensor<1x16x24x24xf32>) outs(%17 : tensor<1x16x24x24xf32>) {
    ^bb0(%in: f32, %in_184: f32, %out: f32):
      %249 = arith.addf %in, %in_184 : f32
      linalg.yield %249 : f32
    } -> tensor<1x16x24x24xf32>
    %61 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60 : tensor<1x16x24x24xf32>) outs(%17 : tensor<1x16x24x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x16x24x24xf32>
    %62 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_135, %cst_25 : tensor<1x32x14x14xf32>, tensor<32x32x3x3xf32>) outs(%cst_102 : tensor<1x32x12x12xf32>) -> tensor<1x32x12x12xf32>
    %63 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62 : tensor<1x32x12x12xf32>) outs(%20 : tensor<1x32x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x32x12x12xf32>
    %padded_140 = tensor.pad %63 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x32x12x12xf32> to tensor<1x32x14x14xf32>
    %64 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_140, %cst_26 : tensor<1x32x14x14xf32>, tensor<32x32x3x3xf32>) outs(%cst_102 : tensor<1x32x12x12xf32>) -> tensor<1x32x12x12xf32>
    %65 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %48 : tensor<1x32x12x12xf32>, tensor<1x32x12x12xf32>) outs(%20 : tensor<1x32x12x12xf32>) {
    ^bb0(%in: f32, %in_184: f32, %out: f32):
      %249 = arith.addf %in, %in_184 : f32
      linalg.yield %249 : f32
    } -> tensor<1x32x12x12xf32>
    %66 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65 : tensor<1x32x12x12xf32>) outs(%20 : tensor<1x32x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x32x12x12xf32>
    %padded_141 = tensor.pad %66 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x32x12x12xf32> to tensor<1x32x14x14xf32>
    %67 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_141, %cst_27 : tensor<1x32x14x14xf32>, tensor<32x32x3x3xf32>) outs(%cst_102 : tensor<1x32x12x12xf32>) -> tensor<1x32x12x12xf32>
    %68 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67 : tensor<1x32x12x12xf32>) outs(%20 : tensor<1x32x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x32x12x12xf32>
    %padded_142 = tensor.pad %68 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x32x12x12xf32> to tensor<1x32x14x14xf32>
    %69 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_142, %cst_28 : tensor<1x32x14x14xf32>, tensor<32x32x3x3xf32>) outs(%cst_102 : tensor<1x32x12x12xf32>) -> tensor<1x32x12x12xf32>
    %70 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69, %66 : tensor<1x32x12x12xf32>, tensor<1x32x12x12xf32>) outs(%20 : tensor<1x32x12x12xf32>) {
    ^bb0(%in: f32, %in_184: f32, %out: f32):
      %249 = arith.addf %in, %in_184 : f32
      linalg.yield %249 : f32
    } -> tensor<1x32x12x12xf32>
    %71 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70 : tensor<1x32x12x12xf32>) outs(%20 : tensor<1x32x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x32x12x12xf32>
    %padded_143 = tensor.pad %51 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x64x6x6xf32> to tensor<1x64x8x8xf32>
    %72 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_143, %cst_29 : tensor<1x64x8x8xf32>, tensor<64x64x3x3xf32>) outs(%cst_105 : tensor<1x64x6x6xf32>) -> tensor<1x64x6x6xf32>
    %73 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72 : tensor<1x64x6x6xf32>) outs(%50 : tensor<1x64x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x6x6xf32>
    %padded_144 = tensor.pad %73 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x64x6x6xf32> to tensor<1x64x8x8xf32>
    %74 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_144, %cst_30 : tensor<1x64x8x8xf32>, tensor<64x64x3x3xf32>) outs(%cst_105 : tensor<1x64x6x6xf32>) -> tensor<1x64x6x6xf32>
    %75 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74, %51 : tensor<1x64x6x6xf32>, tensor<1x64x6x6xf32>) outs(%50 : tensor<1x64x6x6xf32>) {
    ^bb0(%in: f32, %in_184: f32, %out: f32):
      %249 = arith.addf %in, %in_184 : f32
      linalg.yield %249 : f32
    } -> tensor<1x64x6x6xf32>
    %76 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75 : tensor<1x64x6x6xf32>) outs(%50 : tensor<1x64x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x6x6xf32>
    %padded_145 = tensor.pad %76 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x64x6x6xf32> to tensor<1x64x8x8xf32>
    %77 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_145, %cst_31 : tensor<1x64x8x8xf32>, tensor<64x64x3x3xf32>) outs(%cst_105 : tensor<1x64x6x6xf32>) -> tensor<1x64x6x6xf32>
    %78 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%77 : tensor<1x64x6x6xf32>) outs(%50 : tensor<1x64x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x6x6xf32>
    %padded_146 = tensor.pad %78 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x64x6x6xf32> to tensor<1x64x8x8xf32>
    %79 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_146, %cst_32 : tensor<1x64x8x8xf32>, tensor<64x64x3x3xf32>) outs(%cst_105 : tensor<1x64x6x6xf32>) -> tensor<1x64x6x6xf32>
    %80 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79, %76 : tensor<1x64x6x6xf32>, tensor<1x64x6x6xf32>) outs(%50 : tensor<1x64x6x6xf32>) {
    ^bb0(%in: f32, %in_184: f32, %out: f32):
      %249 = arith.addf %in, %in_184 : f32
      linalg.yield %249 : f32
    } -> tensor<1x64x6x6xf32>
    %81 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%80 : tensor<1x64x6x6xf32>) outs(%50 : tensor<1x64x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x6x6xf32>
    %82 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%71, %cst_33 : tensor<1x32x12x12xf32>, tensor<16x32x1x1xf32>) outs(%cst_103 : tensor<1x16x12x12xf32>) -> tensor<1x16x12x12xf32>
    %83 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%17 : tensor<1x16x24x24xf32>) {
    ^bb0(%out: f32):
      %249 = linalg.index 1 : index
      %250 = linalg.index 2 : index
      %251 = linalg.index 3 : index
      %252 = arith.index_cast %250 : index to i64
      %253 = arith.sitofp %252 : i64 to f32
      %254 = arith.divf %253, %cst_104 : f32
      %255 = math.floor %254 : f32
      %256 = arith.maximumf %255, %cst : f32
      %257 = arith.minimumf %256, %cst_121 : f32
      %258 = arith.fptosi %257 : f32 to i64
      %259 = arith.index_cast %258 : i64 to index
      %260 = arith.index_cast %251 : index to i64
      %261 = arith.sitofp %260 : i64 to f32
      %262 = arith.divf %261, %cst_104 : f32
      %263 = math.floor %262 : f32
      %264 = arith.maximumf %263, %cst : f32
      %265 = arith.minimumf %264, %cst_121 : f32
      %266 = arith.fptosi %265 : f32 to i64
      %267 = arith.index_cast %266 : i64 to index
      %extracted = tensor.extract %82[%c0, %249, %259, %267] : tensor<1x16x12x12xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x16x24x24xf32>
    %84 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61, %83 : tensor<1x16x24x24xf32>, tensor<1x16x24x24xf32>) outs(%17 : tensor<1x16x24x24xf32>) {
    ^bb0(%in: f32, %in_184: f32, %out: f32):
      %249 = arith.addf %in, %in_184 : f32
      linalg.yield %249 : f32
    } -> tensor<1x16x24x24xf32>
    %85 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%81, %cst_34 : tensor<1x64x6x6xf32>, tensor<16x64x1x1xf32>) outs(%cst_106 : tensor<1x16x6x6xf32>) -> tensor<1x16x6x6xf32>
    %86 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%17 : tensor<1x16x24x24xf32>) {
    ^bb0(%out: f32):
      %249 = linalg.index 1 : index
      %250 = linalg.index 2 : index
      %251 = linalg.index 3 : index
      %252 = arith.index_cast %250 : index to i64
      %253 = arith.sitofp %252 : i64 to f32
      %254 = arith.divf %253, %cst_107 : f32
      %255 = math.floor %254 : f32
      %256 = arith.maximumf %255, %cst : f32
      %257 = arith.minimumf %256, %cst_122 : f32
      %258 = arith.fptosi %257 : f32 to i64
      %259 = arith.index_cast %258 : i64 to index
      %260 = arith.index_cast %251 : index to i64
      %261 = arith.sitofp %260 : i64 to f32
      %262 = arith.divf %261, %cst_107 : f32
      %263 = math.floor %262 : f32
      %264 = arith.maximumf %263, %cst : f32
      %265 = arith.minimumf %264, %cst_122 : f32
      %266 = arith.fptosi %265 : f32 to i64
      %267 = arith.index_cast %266 : i64 to index
      %extracted = tensor.extract %85[%c0, %249, %259, %267] : tensor<1x16x6x6xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x16x24x24xf32>
    %87 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%84, %86 : tensor<1x16x24x24xf32>, tensor<1x16x24x24xf32>) outs(%17 : tensor<1x16x24x24xf32>) {
    ^bb0(%in: f32, %in_184: f32, %out: f32):
      %249 = arith.addf %in, %in_184 : f32
      linalg.yield %249 : f32
    } -> tensor<1x16x24x24xf32>
    %88 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%87 : tensor<1x16x24x24xf32>) outs(%17 : tensor<1x16x24x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x16x24x24xf32>
    %padded_147 = tensor.pad %61 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x16x24x24xf32> to tensor<1x16x26x26xf32>
    %89 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_147, %cst_35 : tensor<1x16x26x26xf32>, tensor<32x16x3x3xf32>) outs(%cst_102 : tensor<1x32x12x12xf32>) -> tensor<1x32x12x12xf32>
    %90 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%89, %71 : tensor<1x32x12x12xf32>, tensor<1x32x12x12xf32>) outs(%20 : tensor<1x32x12x12xf32>) {
    ^bb0(%in: f32, %in_184: f32, %out: f32):
      %249 = arith.addf %in, %in_184 : f32
      linalg.yield %249 : f32
    } -> tensor<1x32x12x12xf32>
    %91 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%81, %cst_36 : tensor<1x64x6x6xf32>, tensor<32x64x1x1xf32>) outs(%cst_108 : tensor<1x32x6x6xf32>) -> tensor<1x32x6x6xf32>
    %92 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%20 : tensor<1x32x12x12xf32>) {
    ^bb0(%out: f32):
      %249 = linalg.index 1 : index
      %250 = linalg.index 2 : index
      %251 = linalg.index 3 : index
      %252 = arith.index_cast %250 : index to i64
      %253 = arith.sitofp %252 : i64 to f32
      %254 = arith.divf %253, %cst_104 : f32
      %255 = math.floor %254 : f32
      %256 = arith.maximumf %255, %cst : f32
      %257 = arith.minimumf %256, %cst_122 : f32
      %258 = arith.fptosi %257 : f32 to i64
      %259 = arith.index_cast %258 : i64 to index
      %260 = arith.index_cast %251 : index to i64
      %261 = arith.sitofp %260 : i64 to f32
      %262 = arith.divf %261, %cst_104 : f32
      %263 = math.floor %262 : f32
      %264 = arith.maximumf %263, %cst : f32
      %265 = arith.minimumf %264, %cst_122 : f32
      %266 = arith.fptosi %265 : f32 to i64
      %267 = arith.index_cast %266 : i64 to index
      %extracted = tensor.extract %91[%c0, %249, %259, %267] : tensor<1x32x6x6xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x12x12xf32>
    %93 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%90, %92 : tensor<1x32x12x12xf32>, tensor<1x32x12x12xf32>) outs(%20 : tensor<1x32x12x12xf32>) {
    ^bb0(%in: f32, %in_184: f32, %out: f32):
      %249 = arith.addf %in, %in_184 : f32
      linalg.yield %249 : f32
    } -> tensor<1x32x12x12xf32>
    %94 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%93 : tensor<1x32x12x12xf32>) outs(%20 : tensor<1x32x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x32x12x12xf32>
    %95 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_147, %cst_37 : tensor<1x16x26x26xf32>, tensor<16x16x3x3xf32>) outs(%cst_103 : tensor<1x16x12x12xf32>) -> tensor<1x16x12x12xf32>
    %96 = tensor.empty() : tensor<1x16x12x12xf32>
    %97 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%95 : tensor<1x16x12x12xf32>) outs(%96 : tensor<1x16x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x16x12x12xf32>
    %padded_148 = tensor.pad %97 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x16x12x12xf32> to tensor<1x16x14x14xf32>
    %98 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_148, %cst_38 : tensor<1x16x14x14xf32>, tensor<64x16x3x3xf32>) outs(%cst_105 : tensor<1x64x6x6xf32>) -> tensor<1x64x6x6xf32>
    %padded_149 = tensor.pad %71 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x32x12x12xf32> to tensor<1x32x14x14xf32>
    %99 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_149, %cst_39 : tensor<1x32x14x14xf32>, tensor<64x32x3x3xf32>) outs(%cst_105 : tensor<1x64x6x6xf32>) -> tensor<1x64x6x6xf32>
    %100 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%98, %99 : tensor<1x64x6x6xf32>, tensor<1x64x6x6xf32>) outs(%50 : tensor<1x64x6x6xf32>) {
    ^bb0(%in: f32, %in_184: f32, %out: f32):
      %249 = arith.addf %in, %in_184 : f32
      linalg.yield %249 : f32
    } -> tensor<1x64x6x6xf32>
    %101 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%100, %81 : tensor<1x64x6x6xf32>, tensor<1x64x6x6xf32>) outs(%50 : tensor<1x64x6x6xf32>) {
    ^bb0(%in: f32, %in_184: f32, %out: f32):
      %249 = arith.addf %in, %in_184 : f32
      linalg.yield %249 : f32
    } -> tensor<1x64x6x6xf32>
    %102 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%101 : tensor<1x64x6x6xf32>) outs(%50 : tensor<1x64x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x6x6xf32>
    %padded_150 = tensor.pad %102 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x64x6x6xf32> to tensor<1x64x8x8xf32>
    %103 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_150, %cst_40 : tensor<1x64x8x8xf32>, tensor<128x64x3x3xf32>) outs(%cst_109 : tensor<1x128x3x3xf32>) -> tensor<1x128x3x3xf32>
    %104 = tensor.empty() : tensor<1x128x3x3xf32>
    %105 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%103 : tensor<1x128x3x3xf32>) outs(%104 : tensor<1x128x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x128x3x3xf32>
    %padded_151 = tensor.pad %88 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x16x24x24xf32> to tensor<1x16x26x26xf32>
    %106 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_151, %cst_41 : tensor<1x16x26x26xf32>, tensor<16x16x3x3xf32>) outs(%cst_101 : tensor<1x16x24x24xf32>) -> tensor<1x16x24x24xf32>
    %107 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%106 : tensor<1x16x24x24xf32>) outs(%17 : tensor<1x16x24x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x16x24x24xf32>
    %padded_152 = tensor.pad %107 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x16x24x24xf32> to tensor<1x16x26x26xf32>
    %108 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_152, %cst_42 : tensor<1x16x26x26xf32>, tensor<16x16x3x3xf32>) outs(%cst_101 : tensor<1x16x24x24xf32>) -> tensor<1x16x24x24xf32>
    %109 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%108, %88 : tensor<1x16x24x24xf32>, tensor<1x16x24x24xf32>) outs(%17 : tensor<1x16x24x24xf32>) {
    ^bb0(%in: f32, %in_184: f32, %out: f32):
      %249 = arith.addf %in, %in_184 : f32
      linalg.yield %249 : f32
    } -> tensor<1x16x24x24xf32>
    %110 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%109 : tensor<1x16x24x24xf32>) outs(%17 : tensor<1x16x24x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x16x24x24xf32>
    %padded_153 = tensor.pad %110 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x16x24x24xf32> to tensor<1x16x26x26xf32>
    %111 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_153, %cst_43 : tensor<1x16x26x26xf32>, tensor<16x16x3x3xf32>) outs(%cst_101 : tensor<1x16x24x24xf32>) -> tensor<1x16x24x24xf32>
    %112 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%111 : tensor<1x16x24x24xf32>) outs(%17 : tensor<1x16x24x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x16x24x24xf32>
    %padded_154 = tensor.pad %112 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x16x24x24xf32> to tensor<1x16x26x26xf32>
    %113 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_154, %cst_44 : tensor<1x16x26x26xf32>, tensor<16x16x3x3xf32>) outs(%cst_101 : tensor<1x16x24x24xf32>) -> tensor<1x16x24x24xf32>
    %114 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%113, %110 : tensor<1x16x24x24xf32>, tensor<1x16x24x24xf32>) outs(%17 : tensor<1x16x24x24xf32>) {
    ^bb0(%in: f32, %in_184: f32, %out: f32):
      %249 = arith.addf %in, %in_184 : f32
      linalg.yield %249 : f32
    } -> tensor<1x16x24x24xf32>
    %115 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%114 : tensor<1x16x24x24xf32>) outs(%17 : tensor<1x16x24x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x16x24x24xf32>
    %padded_155 = tensor.pad %94 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x32x12x12xf32> to tensor<1x32x14x14xf32>
    %116 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_155, %cst_45 : tensor<1x32x14x14xf32>, tensor<32x32x3x3xf32>) outs(%cst_102 : tensor<1x32x12x12xf32>) -> tensor<1x32x12x12xf32>
    %117 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%116 : tensor<1x32x12x12xf32>) outs(%20 : tensor<1x32x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x32x12x12xf32>
    %padded_156 = tensor.pad %117 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x32x12x12xf32> to tensor<1x32x14x14xf32>
    %118 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_156, %cst_46 : tensor<1x32x14x14xf32>, tensor<32x32x3x3xf32>) outs(%cst_102 : tensor<1x32x12x12xf32>) -> tensor<1x32x12x12xf32>
    %119 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%118, %94 : tensor<1x32x12x12xf32>, tensor<1x32x12x12xf32>) outs(%20 : tensor<1x32x12x12xf32>) {
    ^bb0(%in: f32, %in_184: f32, %out: f32):
      %249 = arith.addf %in, %in_184 : f32
      linalg.yield %249 : f32
    } -> tensor<1x32x12x12xf32>
    %120 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119 : tensor<1x32x12x12xf32>) outs(%20 : tensor<1x32x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x32x12x12xf32>
    %padded_157 = tensor.pad %120 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x32x12x12xf32> to tensor<1x32x14x14xf32>
    %121 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_157, %cst_47 : tensor<1x32x14x14xf32>, tensor<32x32x3x3xf32>) outs(%cst_102 : tensor<1x32x12x12xf32>) -> tensor<1x32x12x12xf32>
    %122 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121 : tensor<1x32x12x12xf32>) outs(%20 : tensor<1x32x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x32x12x12xf32>
    %padded_158 = tensor.pad %122 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x32x12x12xf32> to tensor<1x32x14x14xf32>
    %123 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_158, %cst_48 : tensor<1x32x14x14xf32>, tensor<32x32x3x3xf32>) outs(%cst_102 : tensor<1x32x12x12xf32>) -> tensor<1x32x12x12xf32>
    %124 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%123, %120 : tensor<1x32x12x12xf32>, tensor<1x32x12x12xf32>) outs(%20 : tensor<1x32x12x12xf32>) {
    ^bb0(%in: f32, %in_184: f32, %out: f32):
      %249 = arith.addf %in, %in_184 : f32
      linalg.yield %249 : f32
    } -> tensor<1x32x12x12xf32>
    %125 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%124 : tensor<1x32x12x12xf32>) outs(%20 : tensor<1x32x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x32x12x12xf32>
    %126 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_150, %cst_49 : tensor<1x64x8x8xf32>, tensor<64x64x3x3xf32>) outs(%cst_105 : tensor<1x64x6x6xf32>) -> tensor<1x64x6x6xf32>
    %127 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%126 : tensor<1x64x6x6xf32>) outs(%50 : tensor<1x64x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x6x6xf32>
    %padded_159 = tensor.pad %127 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x64x6x6xf32> to tensor<1x64x8x8xf32>
    %128 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_159, %cst_50 : tensor<1x64x8x8xf32>, tensor<64x64x3x3xf32>) outs(%cst_105 : tensor<1x64x6x6xf32>) -> tensor<1x64x6x6xf32>
    %129 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%128, %102 : tensor<1x64x6x6xf32>, tensor<1x64x6x6xf32>) outs(%50 : tensor<1x64x6x6xf32>) {
    ^bb0(%in: f32, %in_184: f32, %out: f32):
      %249 = arith.addf %in, %in_184 : f32
      linalg.yield %249 : f32
    } -> tensor<1x64x6x6xf32>
    %130 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%129 : tensor<1x64x6x6xf32>) outs(%50 : tensor<1x64x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x6x6xf32>
    %padded_160 = tensor.pad %130 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x64x6x6xf32> to tensor<1x64x8x8xf32>
    %131 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_160, %cst_51 : tensor<1x64x8x8xf32>, tensor<64x64x3x3xf32>) outs(%cst_105 : tensor<1x64x6x6xf32>) -> tensor<1x64x6x6xf32>
    %132 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%131 : tensor<1x64x6x6xf32>) outs(%50 : tensor<1x64x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x6x6xf32>
    %padded_161 = tensor.pad %132 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x64x6x6xf32> to tensor<1x64x8x8xf32>
    %133 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_161, %cst_52 : tensor<1x64x8x8xf32>, tensor<64x64x3x3xf32>) outs(%cst_105 : tensor<1x64x6x6xf32>) -> tensor<1x64x6x6xf32>
    %134 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%133, %130 : tensor<1x64x6x6xf32>, tensor<1x64x6x6xf32>) outs(%50 : tensor<1x64x6x6xf32>) {
    ^bb0(%in: f32, %in_184: f32, %out: f32):
      %249 = arith.addf %in, %in_184 : f32
      linalg.yield %249 : f32
    } -> tensor<1x64x6x6xf32>
    %135 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%134 : tensor<1x64x6x6xf32>) outs(%50 : tensor<1x64x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x6x6xf32>
    %padded_162 = tensor.pad %105 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x128x3x3xf32> to tensor<1x128x5x5xf32>
    %136 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_162, %cst_53 : tensor<1x128x5x5xf32>, tensor<128x128x3x3xf32>) outs(%cst_109 : tensor<1x128x3x3xf32>) -> tensor<1x128x3x3xf32>
    %137 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%136 : tensor<1x128x3x3xf32>) outs(%104 : tensor<1x128x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x128x3x3xf32>
    %padded_163 = tensor.pad %137 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x128x3x3xf32> to tensor<1x128x5x5xf32>
    %138 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_163, %cst_54 : tensor<1x128x5x5xf32>, tensor<128x128x3x3xf32>) outs(%cst_109 : tensor<1x128x3x3xf32>) -> tensor<1x128x3x3xf32>
    %139 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%138, %105 : tensor<1x128x3x3xf32>, tensor<1x128x3x3xf32>) outs(%104 : tensor<1x128x3x3xf32>) {
    ^bb0(%in: f32, %in_184: f32, %out: f32):
      %249 = arith.addf %in, %in_184 : f32
      linalg.yield %249 : f32
    } -> tensor<1x128x3x3xf32>
    %140 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%139 : tensor<1x128x3x3xf32>) outs(%104 : tensor<1x128x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x128x3x3xf32>
    %padded_164 = tensor.pad %140 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x128x3x3xf32> to tensor<1x128x5x5xf32>
    %141 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_164, %cst_55 : tensor<1x128x5x5xf32>, tensor<128x128x3x3xf32>) outs(%cst_109 : tensor<1x128x3x3xf32>) -> tensor<1x128x3x3xf32>
    %142 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%141 : tensor<1x128x3x3xf32>) outs(%104 : tensor<1x128x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x128x3x3xf32>
    %padded_165 = tensor.pad %142 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x128x3x3xf32> to tensor<1x128x5x5xf32>
    %143 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_165, %cst_56 : tensor<1x128x5x5xf32>, tensor<128x128x3x3xf32>) outs(%cst_109 : tensor<1x128x3x3xf32>) -> tensor<1x128x3x3xf32>
    %144 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%143, %140 : tensor<1x128x3x3xf32>, tensor<1x128x3x3xf32>) outs(%104 : tensor<1x128x3x3xf32>) {
    ^bb0(%in: f32, %in_184: f32, %out: f32):
      %249 = arith.addf %in, %in_184 : f32
      linalg.yield %249 : f32
    } -> tensor<1x128x3x3xf32>
    %145 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%144 : tensor<1x128x3x3xf32>) outs(%104 : tensor<1x128x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x128x3x3xf32>
    %146 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%125, %cst_57 : tensor<1x32x12x12xf32>, tensor<16x32x1x1xf32>) outs(%cst_103 : tensor<1x16x12x12xf32>) -> tensor<1x16x12x12xf32>
    %147 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%17 : tensor<1x16x24x24xf32>) {
    ^bb0(%out: f32):
      %249 = linalg.index 1 : index
      %250 = linalg.index 2 : index
      %251 = linalg.index 3 : index
      %252 = arith.index_cast %250 : index to i64
      %253 = arith.sitofp %252 : i64 to f32
      %254 = arith.divf %253, %cst_104 : f32
      %255 = math.floor %254 : f32
      %256 = arith.maximumf %255, %cst : f32
      %257 = arith.minimumf %256, %cst_121 : f32
      %258 = arith.fptosi %257 : f32 to i64
      %259 = arith.index_cast %258 : i64 to index
      %260 = arith.index_cast %251 : index to i64
      %261 = arith.sitofp %260 : i64 to f32
      %262 = arith.divf %261, %cst_104 : f32
      %263 = math.floor %262 : f32
      %264 = arith.maximumf %263, %cst : f32
      %265 = arith.minimumf %264, %cst_121 : f32
      %266 = arith.fptosi %265 : f32 to i64
      %267 = arith.index_cast %266 : i64 to index
      %extracted = tensor.extract %146[%c0, %249, %259, %267] : tensor<1x16x12x12xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x16x24x24xf32>
    %148 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%115, %147 : tensor<1x16x24x24xf32>, tensor<1x16x24x24xf32>) outs(%17 : tensor<1x16x24x24xf32>) {
    ^bb0(%in: f32, %in_184: f32, %out: f32):
      %249 = arith.addf %in, %in_184 : f32
      linalg.yield %249 : f32
    } -> tensor<1x16x24x24xf32>
    %149 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%135, %cst_58 : tensor<1x64x6x6xf32>, tensor<16x64x1x1xf32>) outs(%cst_106 : tensor<1x16x6x6xf32>) -> tensor<1x16x6x6xf32>
    %150 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%17 : tensor<1x16x24x24xf32>) {
    ^bb0(%out: f32):
      %249 = linalg.index 1 : index
      %250 = linalg.index 2 : index
      %251 = linalg.index 3 : index
      %252 = arith.index_cast %250 : index to i64
      %253 = arith.sitofp %252 : i64 to f32
      %254 = arith.divf %253, %cst_107 : f32
      %255 = math.floor %254 : f32
      %256 = arith.maximumf %255, %cst : f32
      %257 = arith.minimumf %256, %cst_122 : f32
      %258 = arith.fptosi %257 : f32 to i64
      %259 = arith.index_cast %258 : i64 to index
      %260 = arith.index_cast %251 : index to i64
      %261 = arith.sitofp %260 : i64 to f32
      %262 = arith.divf %261, %cst_107 : f32
      %263 = math.floor %262 : f32
      %264 = arith.maximumf %263, %cst : f32
      %265 = arith.minimumf %264, %cst_122 : f32
      %266 = arith.fptosi %265 : f32 to i64
      %267 = arith.index_cast %266 : i64 to index
      %extracted = tensor.extract %149[%c0, %249, %259, %267] : tensor<1x16x6x6xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x16x24x24xf32>
    %151 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%148, %150 : tensor<1x16x24x24xf32>, tensor<1x16x24x24xf32>) outs(%17 : tensor<1x16x24x24xf32>) {
    ^bb0(%in: f32, %in_184: f32, %out: f32):
      %249 = arith.addf %in, %in_184 : f32
      linalg.yield %249 : f32
    } -> tensor<1x16x24x24xf32>
    %152 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%145, %cst_59 : tensor<1x128x3x3xf32>, tensor<16x128x1x1xf32>) outs(%cst_110 : tensor<1x16x3x3xf32>) -> tensor<1x16x3x3xf32>
    %153 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%17 : tensor<1x16x24x24xf32>) {
    ^bb0(%out: f32):
      %249 = linalg.index 1 : index
      %250 = linalg.index 2 : index
      %251 = linalg.index 3 : index
      %252 = arith.index_cast %250 : index to i64
      %253 = arith.sitofp %252 : i64 to f32
      %254 = arith.divf %253, %cst_111 : f32
      %255 = math.floor %254 : f32
      %256 = arith.maximumf %255, %cst : f32
      %257 = arith.minimumf %256, %cst_104 : f32
      %258 = arith.fptosi %257 : f32 to i64
      %259 = arith.index_cast %258 : i64 to index
      %260 = arith.index_cast %251 : index to i64
      %261 = arith.sitofp %260 : i64 to f32
      %262 = arith.divf %261, %cst_111 : f32
      %263 = math.floor %262 : f32
      %264 = arith.maximumf %263, %cst : f32
      %265 = arith.minimumf %264, %cst_104 : f32
      %266 = arith.fptosi %265 : f32 to i64
      %267 = arith.index_cast %266 : i64 to index
      %extracted = tensor.extract %152[%c0, %249, %259, %267] : tensor<1x16x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x16x24x24xf32>
    %154 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%151, %153 : tensor<1x16x24x24xf32>, tensor<1x16x24x24xf32>) outs(%17 : tensor<1x16x24x24xf32>) {
    ^bb0(%in: f32, %in_184: f32, %out: f32):
      %249 = arith.addf %in, %in_184 : f32
      linalg.yield %249 : f32
    } -> tensor<1x16x24x24xf32>
    %155 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%154 : tensor<1x16x24x24xf32>) outs(%17 : tensor<1x16x24x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x16x24x24xf32>
    %padded_166 = tensor.pad %115 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x16x24x24xf32> to tensor<1x16x26x26xf32>
    %156 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_166, %cst_60 : tensor<1x16x26x26xf32>, tensor<32x16x3x3xf32>) outs(%cst_102 : tensor<1x32x12x12xf32>) -> tensor<1x32x12x12xf32>
    %157 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%156, %125 : tensor<1x32x12x12xf32>, tensor<1x32x12x12xf32>) outs(%20 : tensor<1x32x12x12xf32>) {
    ^bb0(%in: f32, %in_184: f32, %out: f32):
      %249 = arith.addf %in, %in_184 : f32
      linalg.yield %249 : f32
    } -> tensor<1x32x12x12xf32>
    %158 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%135, %cst_61 : tensor<1x64x6x6xf32>, tensor<32x64x1x1xf32>) outs(%cst_108 : tensor<1x32x6x6xf32>) -> tensor<1x32x6x6xf32>
    %159 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%20 : tensor<1x32x12x12xf32>) {
    ^bb0(%out: f32):
      %249 = linalg.index 1 : index
      %250 = linalg.index 2 : index
      %251 = linalg.index 3 : index
      %252 = arith.index_cast %250 : index to i64
      %253 = arith.sitofp %252 : i64 to f32
      %254 = arith.divf %253, %cst_104 : f32
      %255 = math.floor %254 : f32
      %256 = arith.maximumf %255, %cst : f32
      %257 = arith.minimumf %256, %cst_122 : f32
      %258 = arith.fptosi %257 : f32 to i64
      %259 = arith.index_cast %258 : i64 to index
      %260 = arith.index_cast %251 : index to i64
      %261 = arith.sitofp %260 : i64 to f32
      %262 = arith.divf %261, %cst_104 : f32
      %263 = math.floor %262 : f32
      %264 = arith.maximumf %263, %cst : f32
      %265 = arith.minimumf %264, %cst_122 : f32
      %266 = arith.fptosi %265 : f32 to i64
      %267 = arith.index_cast %266 : i64 to index
      %extracted = tensor.extract %158[%c0, %249, %259, %267] : tensor<1x32x6x6xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x12x12xf32>
    %160 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%157, %159 : tensor<1x32x12x12xf32>, tensor<1x32x12x12xf32>) outs(%20 : tensor<1x32x12x12xf32>) {
    ^bb0(%in: f32, %in_184: f32, %out: f32):
      %249 = arith.addf %in, %in_184 : f32
      linalg.yield %249 : f32
    } -> tensor<1x32x12x12xf32>
    %161 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%145, %cst_62 : tensor<1x128x3x3xf32>, tensor<32x128x1x1xf32>) outs(%cst_112 : tensor<1x32x3x3xf32>) -> tensor<1x32x3x3xf32>
    %162 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%20 : tensor<1x32x12x12xf32>) {
    ^bb0(%out: f32):
      %249 = linalg.index 1 : index
      %250 = linalg.index 2 : index
      %251 = linalg.index 3 : index
      %252 = arith.index_cast %250 : index to i64
      %253 = arith.sitofp %252 : i64 to f32
      %254 = arith.divf %253, %cst_107 : f32
      %255 = math.floor %254 : f32
      %256 = arith.maximumf %255, %cst : f32
      %257 = arith.minimumf %256, %cst_104 : f32
      %258 = arith.fptosi %257 : f32 to i64
      %259 = arith.index_cast %258 : i64 to index
      %260 = arith.index_cast %251 : index to i64
      %261 = arith.sitofp %260 : i64 to f32
      %262 = arith.divf %261, %cst_107 : f32
      %263 = math.floor %262 : f32
      %264 = arith.maximumf %263, %cst : f32
      %265 = arith.minimumf %264, %cst_104 : f32
      %266 = arith.fptosi %265 : f32 to i64
      %267 = arith.index_cast %266 : i64 to index
      %extracted = tensor.extract %161[%c0, %249, %259, %267] : tensor<1x32x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x12x12xf32>
    %163 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%160, %162 : tensor<1x32x12x12xf32>, tensor<1x32x12x12xf32>) outs(%20 : tensor<1x32x12x12xf32>) {
    ^bb0(%in: f32, %in_184: f32, %out: f32):
      %249 = arith.addf %in, %in_184 : f32
      linalg.yield %249 : f32
    } -> tensor<1x32x12x12xf32>
    %164 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%163 : tensor<1x32x12x12xf32>) outs(%20 : tensor<1x32x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x32x12x12xf32>
    %165 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_166, %cst_63 : tensor<1x16x26x26xf32>, tensor<16x16x3x3xf32>) outs(%cst_103 : tensor<1x16x12x12xf32>) -> tensor<1x16x12x12xf32>
    %166 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%165 : tensor<1x16x12x12xf32>) outs(%96 : tensor<1x16x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x16x12x12xf32>
    %padded_167 = tensor.pad %166 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x16x12x12xf32> to tensor<1x16x14x14xf32>
    %167 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_167, %cst_64 : tensor<1x16x14x14xf32>, tensor<64x16x3x3xf32>) outs(%cst_105 : tensor<1x64x6x6xf32>) -> tensor<1x64x6x6xf32>
    %padded_168 = tensor.pad %125 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x32x12x12xf32> to tensor<1x32x14x14xf32>
    %168 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_168, %cst_65 : tensor<1x32x14x14xf32>, tensor<64x32x3x3xf32>) outs(%cst_105 : tensor<1x64x6x6xf32>) -> tensor<1x64x6x6xf32>
    %169 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%167, %168 : tensor<1x64x6x6xf32>, tensor<1x64x6x6xf32>) outs(%50 : tensor<1x64x6x6xf32>) {
    ^bb0(%in: f32, %in_184: f32, %out: f32):
      %249 = arith.addf %in, %in_184 : f32
      linalg.yield %249 : f32
    } -> tensor<1x64x6x6xf32>
    %170 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%169, %135 : tensor<1x64x6x6xf32>, tensor<1x64x6x6xf32>) outs(%50 : tensor<1x64x6x6xf32>) {
    ^bb0(%in: f32, %in_184: f32, %out: f32):
      %249 = arith.addf %in, %in_184 : f32
      linalg.yield %249 : f32
    } -> tensor<1x64x6x6xf32>
    %171 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%145, %cst_66 : tensor<1x128x3x3xf32>, tensor<64x128x1x1xf32>) outs(%cst_113 : tensor<1x64x3x3xf32>) -> tensor<1x64x3x3xf32>
    %172 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%50 : tensor<1x64x6x6xf32>) {
    ^bb0(%out: f32):
      %249 = linalg.index 1 : index
      %250 = linalg.index 2 : index
      %251 = linalg.index 3 : index
      %252 = arith.index_cast %250 : index to i64
      %253 = arith.sitofp %252 : i64 to f32
      %254 = arith.divf %253, %cst_104 : f32
      %255 = math.floor %254 : f32
      %256 = arith.maximumf %255, %cst : f32
      %257 = arith.minimumf %256, %cst_104 : f32
      %258 = arith.fptosi %257 : f32 to i64
      %259 = arith.index_cast %258 : i64 to index
      %260 = arith.index_cast %251 : index to i64
      %261 = arith.sitofp %260 : i64 to f32
      %262 = arith.divf %261, %cst_104 : f32
      %263 = math.floor %262 : f32
      %264 = arith.maximumf %263, %cst : f32
      %265 = arith.minimumf %264, %cst_104 : f32
      %266 = arith.fptosi %265 : f32 to i64
      %267 = arith.index_cast %266 : i64 to index
      %extracted = tensor.extract %171[%c0, %249, %259, %267] : tensor<1x64x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x64x6x6xf32>
    %173 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%170, %172 : tensor<1x64x6x6xf32>, tensor<1x64x6x6xf32>) outs(%50 : tensor<1x64x6x6xf32>) {
    ^bb0(%in: f32, %in_184: f32, %out: f32):
      %249 = arith.addf %in, %in_184 : f32
      linalg.yield %249 : f32
    } -> tensor<1x64x6x6xf32>
    %174 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%173 : tensor<1x64x6x6xf32>) outs(%50 : tensor<1x64x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x6x6xf32>
    %175 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_166, %cst_67 : tensor<1x16x26x26xf32>, tensor<16x16x3x3xf32>) outs(%cst_103 : tensor<1x16x12x12xf32>) -> tensor<1x16x12x12xf32>
    %176 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%175 : tensor<1x16x12x12xf32>) outs(%96 : tensor<1x16x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x16x12x12xf32>
    %padded_169 = tensor.pad %176 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x16x12x12xf32> to tensor<1x16x14x14xf32>
    %177 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_169, %cst_68 : tensor<1x16x14x14xf32>, tensor<16x16x3x3xf32>) outs(%cst_106 : tensor<1x16x6x6xf32>) -> tensor<1x16x6x6xf32>
    %178 = tensor.empty() : tensor<1x16x6x6xf32>
    %179 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%177 : tensor<1x16x6x6xf32>) outs(%178 : tensor<1x16x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x16x6x6xf32>
    %padded_170 = tensor.pad %179 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x16x6x6xf32> to tensor<1x16x8x8xf32>
    %180 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_170, %cst_69 : tensor<1x16x8x8xf32>, tensor<128x16x3x3xf32>) outs(%cst_109 : tensor<1x128x3x3xf32>) -> tensor<1x128x3x3xf32>
    %181 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_168, %cst_70 : tensor<1x32x14x14xf32>, tensor<32x32x3x3xf32>) outs(%cst_108 : tensor<1x32x6x6xf32>) -> tensor<1x32x6x6xf32>
    %182 = tensor.empty() : tensor<1x32x6x6xf32>
    %183 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%181 : tensor<1x32x6x6xf32>) outs(%182 : tensor<1x32x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x32x6x6xf32>
    %padded_171 = tensor.pad %183 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x32x6x6xf32> to tensor<1x32x8x8xf32>
    %184 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_171, %cst_71 : tensor<1x32x8x8xf32>, tensor<128x32x3x3xf32>) outs(%cst_109 : tensor<1x128x3x3xf32>) -> tensor<1x128x3x3xf32>
    %185 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%180, %184 : tensor<1x128x3x3xf32>, tensor<1x128x3x3xf32>) outs(%104 : tensor<1x128x3x3xf32>) {
    ^bb0(%in: f32, %in_184: f32, %out: f32):
      %249 = arith.addf %in, %in_184 : f32
      linalg.yield %249 : f32
    } -> tensor<1x128x3x3xf32>
    %padded_172 = tensor.pad %135 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x64x6x6xf32> to tensor<1x64x8x8xf32>
    %186 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_172, %cst_72 : tensor<1x64x8x8xf32>, tensor<128x64x3x3xf32>) outs(%cst_109 : tensor<1x128x3x3xf32>) -> tensor<1x128x3x3xf32>
    %187 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%185, %186 : tensor<1x128x3x3xf32>, tensor<1x128x3x3xf32>) outs(%104 : tensor<1x128x3x3xf32>) {
    ^bb0(%in: f32, %in_184: f32, %out: f32):
      %249 = arith.addf %in, %in_184 : f32
      linalg.yield %249 : f32
    } -> tensor<1x128x3x3xf32>
    %188 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%187, %145 : tensor<1x128x3x3xf32>, tensor<1x128x3x3xf32>) outs(%104 : tensor<1x128x3x3xf32>) {
    ^bb0(%in: f32, %in_184: f32, %out: f32):
      %249 = arith.addf %in, %in_184 : f32
      linalg.yield %249 : f32
    } -> tensor<1x128x3x3xf32>
    %189 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%188 : tensor<1x128x3x3xf32>) outs(%104 : tensor<1x128x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x128x3x3xf32>
    %190 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%155, %cst_73 : tensor<1x16x24x24xf32>, tensor<32x16x1x1xf32>) outs(%cst_99 : tensor<1x32x24x24xf32>) -> tensor<1x32x24x24xf32>
    %191 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%190 : tensor<1x32x24x24xf32>) outs(%7 : tensor<1x32x24x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x32x24x24xf32>
    %padded_173 = tensor.pad %191 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x32x24x24xf32> to tensor<1x32x26x26xf32>
    %192 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_173, %cst_74 : tensor<1x32x26x26xf32>, tensor<32x32x3x3xf32>) outs(%cst_99 : tensor<1x32x24x24xf32>) -> tensor<1x32x24x24xf32>
    %193 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%192 : tensor<1x32x24x24xf32>) outs(%7 : tensor<1x32x24x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x32x24x24xf32>
    %194 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%193, %cst_75 : tensor<1x32x24x24xf32>, tensor<128x32x1x1xf32>) outs(%cst_100 : tensor<1x128x24x24xf32>) -> tensor<1x128x24x24xf32>
    %195 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%155, %cst_76 : tensor<1x16x24x24xf32>, tensor<128x16x1x1xf32>) outs(%cst_100 : tensor<1x128x24x24xf32>) -> tensor<1x128x24x24xf32>
    %196 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%194, %195 : tensor<1x128x24x24xf32>, tensor<1x128x24x24xf32>) outs(%13 : tensor<1x128x24x24xf32>) {
    ^bb0(%in: f32, %in_184: f32, %out: f32):
      %249 = arith.addf %in, %in_184 : f32
      linalg.yield %249 : f32
    } -> tensor<1x128x24x24xf32>
    %197 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%196 : tensor<1x128x24x24xf32>) outs(%13 : tensor<1x128x24x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x128x24x24xf32>
    %198 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%164, %cst_77 : tensor<1x32x12x12xf32>, tensor<64x32x1x1xf32>) outs(%cst_114 : tensor<1x64x12x12xf32>) -> tensor<1x64x12x12xf32>
    %199 = tensor.empty() : tensor<1x64x12x12xf32>
    %200 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%198 : tensor<1x64x12x12xf32>) outs(%199 : tensor<1x64x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x12x12xf32>
    %padded_174 = tensor.pad %200 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x64x12x12xf32> to tensor<1x64x14x14xf32>
    %201 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_174, %cst_78 : tensor<1x64x14x14xf32>, tensor<64x64x3x3xf32>) outs(%cst_114 : tensor<1x64x12x12xf32>) -> tensor<1x64x12x12xf32>
    %202 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%201 : tensor<1x64x12x12xf32>) outs(%199 : tensor<1x64x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x64x12x12xf32>
    %203 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%202, %cst_79 : tensor<1x64x12x12xf32>, tensor<256x64x1x1xf32>) outs(%cst_115 : tensor<1x256x12x12xf32>) -> tensor<1x256x12x12xf32>
    %204 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%164, %cst_80 : tensor<1x32x12x12xf32>, tensor<256x32x1x1xf32>) outs(%cst_115 : tensor<1x256x12x12xf32>) -> tensor<1x256x12x12xf32>
    %205 = tensor.empty() : tensor<1x256x12x12xf32>
    %206 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%203, %204 : tensor<1x256x12x12xf32>, tensor<1x256x12x12xf32>) outs(%205 : tensor<1x256x12x12xf32>) {
    ^bb0(%in: f32, %in_184: f32, %out: f32):
      %249 = arith.addf %in, %in_184 : f32
      linalg.yield %249 : f32
    } -> tensor<1x256x12x12xf32>
    %207 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%206 : tensor<1x256x12x12xf32>) outs(%205 : tensor<1x256x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x256x12x12xf32>
    %padded_175 = tensor.pad %197 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x128x24x24xf32> to tensor<1x128x26x26xf32>
    %broadcasted = linalg.broadcast ins(%cst_82 : tensor<256xf32>) outs(%205 : tensor<1x256x12x12xf32>) dimensions = [0, 2, 3] 
    %208 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_175, %cst_81 : tensor<1x128x26x26xf32>, tensor<256x128x3x3xf32>) outs(%broadcasted : tensor<1x256x12x12xf32>) -> tensor<1x256x12x12xf32>
    %209 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%208 : tensor<1x256x12x12xf32>) outs(%205 : tensor<1x256x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x256x12x12xf32>
    %210 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%207, %209 : tensor<1x256x12x12xf32>, tensor<1x256x12x12xf32>) outs(%205 : tensor<1x256x12x12xf32>) {
    ^bb0(%in: f32, %in_184: f32, %out: f32):
      %249 = arith.addf %in, %in_184 : f32
      linalg.yield %249 : f32
    } -> tensor<1x256x12x12xf32>
    %211 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%174, %cst_83 : tensor<1x64x6x6xf32>, tensor<128x64x1x1xf32>) outs(%cst_116 : tensor<1x128x6x6xf32>) -> tensor<1x128x6x6xf32>
    %212 = tensor.empty() : tensor<1x128x6x6xf32>
    %213 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%211 : tensor<1x128x6x6xf32>) outs(%212 : tensor<1x128x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x128x6x6xf32>
    %padded_176 = tensor.pad %213 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x128x6x6xf32> to tensor<1x128x8x8xf32>
    %214 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_176, %cst_84 : tensor<1x128x8x8xf32>, tensor<128x128x3x3xf32>) outs(%cst_116 : tensor<1x128x6x6xf32>) -> tensor<1x128x6x6xf32>
    %215 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%214 : tensor<1x128x6x6xf32>) outs(%212 : tensor<1x128x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x128x6x6xf32>
    %216 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%215, %cst_85 : tensor<1x128x6x6xf32>, tensor<512x128x1x1xf32>) outs(%cst_117 : tensor<1x512x6x6xf32>) -> tensor<1x512x6x6xf32>
    %217 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%174, %cst_86 : tensor<1x64x6x6xf32>, tensor<512x64x1x1xf32>) outs(%cst_117 : tensor<1x512x6x6xf32>) -> tensor<1x512x6x6xf32>
    %218 = tensor.empty() : tensor<1x512x6x6xf32>
    %219 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%216, %217 : tensor<1x512x6x6xf32>, tensor<1x512x6x6xf32>) outs(%218 : tensor<1x512x6x6xf32>) {
    ^bb0(%in: f32, %in_184: f32, %out: f32):
      %249 = arith.addf %in, %in_184 : f32
      linalg.yield %249 : f32
    } -> tensor<1x512x6x6xf32>
    %220 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%219 : tensor<1x512x6x6xf32>) outs(%218 : tensor<1x512x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x512x6x6xf32>
    %padded_177 = tensor.pad %210 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x256x12x12xf32> to tensor<1x256x14x14xf32>
    %broadcasted_178 = linalg.broadcast ins(%cst_88 : tensor<512xf32>) outs(%218 : tensor<1x512x6x6xf32>) dimensions = [0, 2, 3] 
    %221 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_177, %cst_87 : tensor<1x256x14x14xf32>, tensor<512x256x3x3xf32>) outs(%broadcasted_178 : tensor<1x512x6x6xf32>) -> tensor<1x512x6x6xf32>
    %222 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%221 : tensor<1x512x6x6xf32>) outs(%218 : tensor<1x512x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x512x6x6xf32>
    %223 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%220, %222 : tensor<1x512x6x6xf32>, tensor<1x512x6x6xf32>) outs(%218 : tensor<1x512x6x6xf32>) {
    ^bb0(%in: f32, %in_184: f32, %out: f32):
      %249 = arith.addf %in, %in_184 : f32
      linalg.yield %249 : f32
    } -> tensor<1x512x6x6xf32>
    %224 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%189, %cst_89 : tensor<1x128x3x3xf32>, tensor<256x128x1x1xf32>) outs(%cst_118 : tensor<1x256x3x3xf32>) -> tensor<1x256x3x3xf32>
    %225 = tensor.empty() : tensor<1x256x3x3xf32>
    %226 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%224 : tensor<1x256x3x3xf32>) outs(%225 : tensor<1x256x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x256x3x3xf32>
    %padded_179 = tensor.pad %226 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x256x3x3xf32> to tensor<1x256x5x5xf32>
    %227 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_179, %cst_90 : tensor<1x256x5x5xf32>, tensor<256x256x3x3xf32>) outs(%cst_118 : tensor<1x256x3x3xf32>) -> tensor<1x256x3x3xf32>
    %228 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%227 : tensor<1x256x3x3xf32>) outs(%225 : tensor<1x256x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x256x3x3xf32>
    %229 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%228, %cst_91 : tensor<1x256x3x3xf32>, tensor<1024x256x1x1xf32>) outs(%cst_119 : tensor<1x1024x3x3xf32>) -> tensor<1x1024x3x3xf32>
    %230 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%189, %cst_92 : tensor<1x128x3x3xf32>, tensor<1024x128x1x1xf32>) outs(%cst_119 : tensor<1x1024x3x3xf32>) -> tensor<1x1024x3x3xf32>
    %231 = tensor.empty() : tensor<1x1024x3x3xf32>
    %232 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%229, %230 : tensor<1x1024x3x3xf32>, tensor<1x1024x3x3xf32>) outs(%231 : tensor<1x1024x3x3xf32>) {
    ^bb0(%in: f32, %in_184: f32, %out: f32):
      %249 = arith.addf %in, %in_184 : f32
      linalg.yield %249 : f32
    } -> tensor<1x1024x3x3xf32>
    %233 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%232 : tensor<1x1024x3x3xf32>) outs(%231 : tensor<1x1024x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x1024x3x3xf32>
    %padded_180 = tensor.pad %223 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x512x6x6xf32> to tensor<1x512x8x8xf32>
    %broadcasted_181 = linalg.broadcast ins(%cst_94 : tensor<1024xf32>) outs(%231 : tensor<1x1024x3x3xf32>) dimensions = [0, 2, 3] 
    %234 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_180, %cst_93 : tensor<1x512x8x8xf32>, tensor<1024x512x3x3xf32>) outs(%broadcasted_181 : tensor<1x1024x3x3xf32>) -> tensor<1x1024x3x3xf32>
    %235 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%234 : tensor<1x1024x3x3xf32>) outs(%231 : tensor<1x1024x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x1024x3x3xf32>
    %236 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%233, %235 : tensor<1x1024x3x3xf32>, tensor<1x1024x3x3xf32>) outs(%231 : tensor<1x1024x3x3xf32>) {
    ^bb0(%in: f32, %in_184: f32, %out: f32):
      %249 = arith.addf %in, %in_184 : f32
      linalg.yield %249 : f32
    } -> tensor<1x1024x3x3xf32>
    %237 = tensor.empty() : tensor<1x2048x3x3xf32>
    %broadcasted_182 = linalg.broadcast ins(%cst_96 : tensor<2048xf32>) outs(%237 : tensor<1x2048x3x3xf32>) dimensions = [0, 2, 3] 
    %238 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%236, %cst_95 : tensor<1x1024x3x3xf32>, tensor<2048x1024x1x1xf32>) outs(%broadcasted_182 : tensor<1x2048x3x3xf32>) -> tensor<1x2048x3x3xf32>
    %239 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%238 : tensor<1x2048x3x3xf32>) outs(%237 : tensor<1x2048x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.cmpf ugt, %in, %cst : f32
      %250 = arith.select %249, %in, %cst : f32
      linalg.yield %250 : f32
    } -> tensor<1x2048x3x3xf32>
    %240 = tensor.empty() : tensor<1x2048x1x1xf32>
    %241 = linalg.fill ins(%cst : f32) outs(%240 : tensor<1x2048x1x1xf32>) -> tensor<1x2048x1x1xf32>
    %242 = tensor.empty() : tensor<3x3xf32>
    %243 = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%239, %242 : tensor<1x2048x3x3xf32>, tensor<3x3xf32>) outs(%241 : tensor<1x2048x1x1xf32>) -> tensor<1x2048x1x1xf32>
    %244 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%243 : tensor<1x2048x1x1xf32>) outs(%240 : tensor<1x2048x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.divf %in, %cst_120 : f32
      linalg.yield %249 : f32
    } -> tensor<1x2048x1x1xf32>
    %collapsed = tensor.collapse_shape %244 [[0], [1, 2, 3]] : tensor<1x2048x1x1xf32> into tensor<1x2048xf32>
    %cst_183 = arith.constant dense<0.00999999977> : tensor<2048x1000xf32>
    %245 = tensor.empty() : tensor<1x1000xf32>
    %246 = linalg.fill ins(%cst : f32) outs(%245 : tensor<1x1000xf32>) -> tensor<1x1000xf32>
    %247 = linalg.matmul ins(%collapsed, %cst_183 : tensor<1x2048xf32>, tensor<2048x1000xf32>) outs(%246 : tensor<1x1000xf32>) -> tensor<1x1000xf32>
    %248 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%247, %cst_1 : tensor<1x1000xf32>, tensor<1000xf32>) outs(%245 : tensor<1x1000xf32>) {
    ^bb0(%in: f32, %in_184: f32, %out: f32):
      %249 = arith.addf %in, %in_184 : f32
      linalg.yield %249 : f32
    } -> tensor<1x1000xf32>
    return %248 : tensor<1x1000xf32>
  }
}

