// pnasnet5large: made by scripts/make_linalg_models.py from pnasnet5large.ort-basic.onnx (weights replaced by splat constants).
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @main_graph(%arg0: tensor<1x3x96x96xf32>) -> tensor<1x1000xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense<1.000000e+00> : tensor<1x864x1x1xf32>
    %cst_2 = arith.constant dense<1.001000e+00> : tensor<1x864x1x1xf32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<1x864x1x1xf32>
    %cst_4 = arith.constant dense<1.000000e+00> : tensor<1x432x1x1xf32>
    %cst_5 = arith.constant dense<1.001000e+00> : tensor<1x432x1x1xf32>
    %cst_6 = arith.constant dense<0.000000e+00> : tensor<1x432x1x1xf32>
    %cst_7 = arith.constant dense<1.000000e+00> : tensor<1x216x1x1xf32>
    %cst_8 = arith.constant dense<1.001000e+00> : tensor<1x216x1x1xf32>
    %cst_9 = arith.constant dense<0.000000e+00> : tensor<1x216x1x1xf32>
    %cst_10 = arith.constant dense<1.000000e+00> : tensor<1x108x1x1xf32>
    %cst_11 = arith.constant dense<1.001000e+00> : tensor<1x108x1x1xf32>
    %cst_12 = arith.constant dense<0.000000e+00> : tensor<1x108x1x1xf32>
    %cst_13 = arith.constant dense<0.00999999977> : tensor<54x96x1x1xf32>
    %cst_14 = arith.constant dense<0.00999999977> : tensor<54x96x1x1xf32>
    %cst_15 = arith.constant dense<0.00999999977> : tensor<108x270x1x1xf32>
    %cst_16 = arith.constant dense<0.00999999977> : tensor<108x270x1x1xf32>
    %cst_17 = arith.constant dense<0.00999999977> : tensor<216x1080x1x1xf32>
    %cst_18 = arith.constant dense<0.00999999977> : tensor<216x1080x1x1xf32>
    %cst_19 = arith.constant dense<0.00999999977> : tensor<432x2160x1x1xf32>
    %cst_20 = arith.constant dense<0.00999999977> : tensor<432x2160x1x1xf32>
    %cst_21 = arith.constant dense<0.00999999977> : tensor<1000x4320xf32>
    %cst_22 = arith.constant dense<0.00999999977> : tensor<1000xf32>
    %cst_23 = arith.constant dense<0.00999999977> : tensor<96x3x3x3xf32>
    %cst_24 = arith.constant dense<0.00999999977> : tensor<54x96x1x1xf32>
    %cst_25 = arith.constant dense<0.00999999977> : tensor<54x96x1x1xf32>
    %cst_26 = arith.constant dense<0.00999999977> : tensor<54x54x1x1xf32>
    %cst_27 = arith.constant dense<0.00999999977> : tensor<54x96x1x1xf32>
    %cst_28 = arith.constant dense<0.00999999977> : tensor<54x54x1x1xf32>
    %cst_29 = arith.constant dense<0.00999999977> : tensor<54x54x1x1xf32>
    %cst_30 = arith.constant dense<0.00999999977> : tensor<54x54x1x1xf32>
    %cst_31 = arith.constant dense<0.00999999977> : tensor<54x54x1x1xf32>
    %cst_32 = arith.constant dense<0.00999999977> : tensor<54x54x1x1xf32>
    %cst_33 = arith.constant dense<0.00999999977> : tensor<54x54x1x1xf32>
    %cst_34 = arith.constant dense<0.00999999977> : tensor<54x54x1x1xf32>
    %cst_35 = arith.constant dense<0.00999999977> : tensor<54x54x1x1xf32>
    %cst_36 = arith.constant dense<0.00999999977> : tensor<54x96x1x1xf32>
    %cst_37 = arith.constant dense<0.00999999977> : tensor<54x54x1x1xf32>
    %cst_38 = arith.constant dense<0.00999999977> : tensor<54x54x1x1xf32>
    %cst_39 = arith.constant dense<0.00999999977> : tensor<108x270x1x1xf32>
    %cst_40 = arith.constant dense<0.00999999977> : tensor<108x108x1x1xf32>
    %cst_41 = arith.constant dense<0.00999999977> : tensor<108x108x1x1xf32>
    %cst_42 = arith.constant dense<0.00999999977> : tensor<108x108x1x1xf32>
    %cst_43 = arith.constant dense<0.00999999977> : tensor<108x108x1x1xf32>
    %cst_44 = arith.constant dense<0.00999999977> : tensor<108x108x1x1xf32>
    %cst_45 = arith.constant dense<0.00999999977> : tensor<108x108x1x1xf32>
    %cst_46 = arith.constant dense<0.00999999977> : tensor<108x108x1x1xf32>
    %cst_47 = arith.constant dense<0.00999999977> : tensor<108x108x1x1xf32>
    %cst_48 = arith.constant dense<0.00999999977> : tensor<108x108x1x1xf32>
    %cst_49 = arith.constant dense<0.00999999977> : tensor<108x108x1x1xf32>
    %cst_50 = arith.constant dense<0.00999999977> : tensor<108x108x1x1xf32>
    %cst_51 = arith.constant dense<0.00999999977> : tensor<108x108x1x1xf32>
    %cst_52 = arith.constant dense<0.00999999977> : tensor<108x108x1x1xf32>
    %cst_53 = arith.constant dense<0.00999999977> : tensor<216x540x1x1xf32>
    %cst_54 = arith.constant dense<0.00999999977> : tensor<216x216x1x1xf32>
    %cst_55 = arith.constant dense<0.00999999977> : tensor<216x216x1x1xf32>
    %cst_56 = arith.constant dense<0.00999999977> : tensor<216x216x1x1xf32>
    %cst_57 = arith.constant dense<0.00999999977> : tensor<216x216x1x1xf32>
    %cst_58 = arith.constant dense<0.00999999977> : tensor<216x216x1x1xf32>
    %cst_59 = arith.constant dense<0.00999999977> : tensor<216x216x1x1xf32>
    %cst_60 = arith.constant dense<0.00999999977> : tensor<216x216x1x1xf32>
    %cst_61 = arith.constant dense<0.00999999977> : tensor<216x216x1x1xf32>
    %cst_62 = arith.constant dense<0.00999999977> : tensor<216x216x1x1xf32>
    %cst_63 = arith.constant dense<0.00999999977> : tensor<216x216x1x1xf32>
    %cst_64 = arith.constant dense<0.00999999977> : tensor<216x216x1x1xf32>
    %cst_65 = arith.constant dense<0.00999999977> : tensor<216x216x1x1xf32>
    %cst_66 = arith.constant dense<0.00999999977> : tensor<216x540x1x1xf32>
    %cst_67 = arith.constant dense<0.00999999977> : tensor<216x1080x1x1xf32>
    %cst_68 = arith.constant dense<0.00999999977> : tensor<216x216x1x1xf32>
    %cst_69 = arith.constant dense<0.00999999977> : tensor<216x216x1x1xf32>
    %cst_70 = arith.constant dense<0.00999999977> : tensor<216x216x1x1xf32>
    %cst_71 = arith.constant dense<0.00999999977> : tensor<216x216x1x1xf32>
    %cst_72 = arith.constant dense<0.00999999977> : tensor<216x216x1x1xf32>
    %cst_73 = arith.constant dense<0.00999999977> : tensor<216x216x1x1xf32>
    %cst_74 = arith.constant dense<0.00999999977> : tensor<216x216x1x1xf32>
    %cst_75 = arith.constant dense<0.00999999977> : tensor<216x216x1x1xf32>
    %cst_76 = arith.constant dense<0.00999999977> : tensor<216x216x1x1xf32>
    %cst_77 = arith.constant dense<0.00999999977> : tensor<216x216x1x1xf32>
    %cst_78 = arith.constant dense<0.00999999977> : tensor<216x216x1x1xf32>
    %cst_79 = arith.constant dense<0.00999999977> : tensor<216x216x1x1xf32>
    %cst_80 = arith.constant dense<0.00999999977> : tensor<216x1080x1x1xf32>
    %cst_81 = arith.constant dense<0.00999999977> : tensor<216x1080x1x1xf32>
    %cst_82 = arith.constant dense<0.00999999977> : tensor<216x216x1x1xf32>
    %cst_83 = arith.constant dense<0.00999999977> : tensor<216x216x1x1xf32>
    %cst_84 = arith.constant dense<0.00999999977> : tensor<216x216x1x1xf32>
    %cst_85 = arith.constant dense<0.00999999977> : tensor<216x216x1x1xf32>
    %cst_86 = arith.constant dense<0.00999999977> : tensor<216x216x1x1xf32>
    %cst_87 = arith.constant dense<0.00999999977> : tensor<216x216x1x1xf32>
    %cst_88 = arith.constant dense<0.00999999977> : tensor<216x216x1x1xf32>
    %cst_89 = arith.constant dense<0.00999999977> : tensor<216x216x1x1xf32>
    %cst_90 = arith.constant dense<0.00999999977> : tensor<216x216x1x1xf32>
    %cst_91 = arith.constant dense<0.00999999977> : tensor<216x216x1x1xf32>
    %cst_92 = arith.constant dense<0.00999999977> : tensor<216x216x1x1xf32>
    %cst_93 = arith.constant dense<0.00999999977> : tensor<216x216x1x1xf32>
    %cst_94 = arith.constant dense<0.00999999977> : tensor<216x1080x1x1xf32>
    %cst_95 = arith.constant dense<0.00999999977> : tensor<216x1080x1x1xf32>
    %cst_96 = arith.constant dense<0.00999999977> : tensor<216x216x1x1xf32>
    %cst_97 = arith.constant dense<0.00999999977> : tensor<216x216x1x1xf32>
    %cst_98 = arith.constant dense<0.00999999977> : tensor<216x216x1x1xf32>
    %cst_99 = arith.constant dense<0.00999999977> : tensor<216x216x1x1xf32>
    %cst_100 = arith.constant dense<0.00999999977> : tensor<216x216x1x1xf32>
    %cst_101 = arith.constant dense<0.00999999977> : tensor<216x216x1x1xf32>
    %cst_102 = arith.constant dense<0.00999999977> : tensor<216x216x1x1xf32>
    %cst_103 = arith.constant dense<0.00999999977> : tensor<216x216x1x1xf32>
    %cst_104 = arith.constant dense<0.00999999977> : tensor<216x216x1x1xf32>
    %cst_105 = arith.constant dense<0.00999999977> : tensor<216x216x1x1xf32>
    %cst_106 = arith.constant dense<0.00999999977> : tensor<216x216x1x1xf32>
    %cst_107 = arith.constant dense<0.00999999977> : tensor<216x216x1x1xf32>
    %cst_108 = arith.constant dense<0.00999999977> : tensor<432x1080x1x1xf32>
    %cst_109 = arith.constant dense<0.00999999977> : tensor<432x1080x1x1xf32>
    %cst_110 = arith.constant dense<0.00999999977> : tensor<432x432x1x1xf32>
    %cst_111 = arith.constant dense<0.00999999977> : tensor<432x432x1x1xf32>
    %cst_112 = arith.constant dense<0.00999999977> : tensor<432x432x1x1xf32>
    %cst_113 = arith.constant dense<0.00999999977> : tensor<432x432x1x1xf32>
    %cst_114 = arith.constant dense<0.00999999977> : tensor<432x432x1x1xf32>
    %cst_115 = arith.constant dense<0.00999999977> : tensor<432x432x1x1xf32>
    %cst_116 = arith.constant dense<0.00999999977> : tensor<432x432x1x1xf32>
    %cst_117 = arith.constant dense<0.00999999977> : tensor<432x432x1x1xf32>
    %cst_118 = arith.constant dense<0.00999999977> : tensor<432x432x1x1xf32>
    %cst_119 = arith.constant dense<0.00999999977> : tensor<432x432x1x1xf32>
    %cst_120 = arith.constant dense<0.00999999977> : tensor<432x432x1x1xf32>
    %cst_121 = arith.constant dense<0.00999999977> : tensor<432x432x1x1xf32>
    %cst_122 = arith.constant dense<0.00999999977> : tensor<432x432x1x1xf32>
    %cst_123 = arith.constant dense<0.00999999977> : tensor<432x2160x1x1xf32>
    %cst_124 = arith.constant dense<0.00999999977> : tensor<432x432x1x1xf32>
    %cst_125 = arith.constant dense<0.00999999977> : tensor<432x432x1x1xf32>
    %cst_126 = arith.constant dense<0.00999999977> : tensor<432x432x1x1xf32>
    %cst_127 = arith.constant dense<0.00999999977> : tensor<432x432x1x1xf32>
    %cst_128 = arith.constant dense<0.00999999977> : tensor<432x432x1x1xf32>
    %cst_129 = arith.constant dense<0.00999999977> : tensor<432x432x1x1xf32>
    %cst_130 = arith.constant dense<0.00999999977> : tensor<432x432x1x1xf32>
    %cst_131 = arith.constant dense<0.00999999977> : tensor<432x432x1x1xf32>
    %cst_132 = arith.constant dense<0.00999999977> : tensor<432x432x1x1xf32>
    %cst_133 = arith.constant dense<0.00999999977> : tensor<432x432x1x1xf32>
    %cst_134 = arith.constant dense<0.00999999977> : tensor<432x432x1x1xf32>
    %cst_135 = arith.constant dense<0.00999999977> : tensor<432x432x1x1xf32>
    %cst_136 = arith.constant dense<0.00999999977> : tensor<432x2160x1x1xf32>
    %cst_137 = arith.constant dense<0.00999999977> : tensor<432x2160x1x1xf32>
    %cst_138 = arith.constant dense<0.00999999977> : tensor<432x432x1x1xf32>
    %cst_139 = arith.constant dense<0.00999999977> : tensor<432x432x1x1xf32>
    %cst_140 = arith.constant dense<0.00999999977> : tensor<432x432x1x1xf32>
    %cst_141 = arith.constant dense<0.00999999977> : tensor<432x432x1x1xf32>
    %cst_142 = arith.constant dense<0.00999999977> : tensor<432x432x1x1xf32>
    %cst_143 = arith.constant dense<0.00999999977> : tensor<432x432x1x1xf32>
    %cst_144 = arith.constant dense<0.00999999977> : tensor<432x432x1x1xf32>
    %cst_145 = arith.constant dense<0.00999999977> : tensor<432x432x1x1xf32>
    %cst_146 = arith.constant dense<0.00999999977> : tensor<432x432x1x1xf32>
    %cst_147 = arith.constant dense<0.00999999977> : tensor<432x432x1x1xf32>
    %cst_148 = arith.constant dense<0.00999999977> : tensor<432x432x1x1xf32>
    %cst_149 = arith.constant dense<0.00999999977> : tensor<432x432x1x1xf32>
    %cst_150 = arith.constant dense<0.00999999977> : tensor<432x2160x1x1xf32>
    %cst_151 = arith.constant dense<0.00999999977> : tensor<432x2160x1x1xf32>
    %cst_152 = arith.constant dense<0.00999999977> : tensor<432x432x1x1xf32>
    %cst_153 = arith.constant dense<0.00999999977> : tensor<432x432x1x1xf32>
    %cst_154 = arith.constant dense<0.00999999977> : tensor<432x432x1x1xf32>
    %cst_155 = arith.constant dense<0.00999999977> : tensor<432x432x1x1xf32>
    %cst_156 = arith.constant dense<0.00999999977> : tensor<432x432x1x1xf32>
    %cst_157 = arith.constant dense<0.00999999977> : tensor<432x432x1x1xf32>
    %cst_158 = arith.constant dense<0.00999999977> : tensor<432x432x1x1xf32>
    %cst_159 = arith.constant dense<0.00999999977> : tensor<432x432x1x1xf32>
    %cst_160 = arith.constant dense<0.00999999977> : tensor<432x432x1x1xf32>
    %cst_161 = arith.constant dense<0.00999999977> : tensor<432x432x1x1xf32>
    %cst_162 = arith.constant dense<0.00999999977> : tensor<432x432x1x1xf32>
    %cst_163 = arith.constant dense<0.00999999977> : tensor<432x432x1x1xf32>
    %cst_164 = arith.constant dense<0.00999999977> : tensor<864x2160x1x1xf32>
    %cst_165 = arith.constant dense<0.00999999977> : tensor<864x2160x1x1xf32>
    %cst_166 = arith.constant dense<0.00999999977> : tensor<864x864x1x1xf32>
    %cst_167 = arith.constant dense<0.00999999977> : tensor<864x864x1x1xf32>
    %cst_168 = arith.constant dense<0.00999999977> : tensor<864x864x1x1xf32>
    %cst_169 = arith.constant dense<0.00999999977> : tensor<864x864x1x1xf32>
    %cst_170 = arith.constant dense<0.00999999977> : tensor<864x864x1x1xf32>
    %cst_171 = arith.constant dense<0.00999999977> : tensor<864x864x1x1xf32>
    %cst_172 = arith.constant dense<0.00999999977> : tensor<864x864x1x1xf32>
    %cst_173 = arith.constant dense<0.00999999977> : tensor<864x864x1x1xf32>
    %cst_174 = arith.constant dense<0.00999999977> : tensor<864x864x1x1xf32>
    %cst_175 = arith.constant dense<0.00999999977> : tensor<864x864x1x1xf32>
    %cst_176 = arith.constant dense<0.00999999977> : tensor<864x864x1x1xf32>
    %cst_177 = arith.constant dense<0.00999999977> : tensor<864x864x1x1xf32>
    %cst_178 = arith.constant dense<0.00999999977> : tensor<864x864x1x1xf32>
    %cst_179 = arith.constant dense<0.00999999977> : tensor<864x4320x1x1xf32>
    %cst_180 = arith.constant dense<0.00999999977> : tensor<864x864x1x1xf32>
    %cst_181 = arith.constant dense<0.00999999977> : tensor<864x864x1x1xf32>
    %cst_182 = arith.constant dense<0.00999999977> : tensor<864x864x1x1xf32>
    %cst_183 = arith.constant dense<0.00999999977> : tensor<864x864x1x1xf32>
    %cst_184 = arith.constant dense<0.00999999977> : tensor<864x864x1x1xf32>
    %cst_185 = arith.constant dense<0.00999999977> : tensor<864x864x1x1xf32>
    %cst_186 = arith.constant dense<0.00999999977> : tensor<864x864x1x1xf32>
    %cst_187 = arith.constant dense<0.00999999977> : tensor<864x864x1x1xf32>
    %cst_188 = arith.constant dense<0.00999999977> : tensor<864x864x1x1xf32>
    %cst_189 = arith.constant dense<0.00999999977> : tensor<864x864x1x1xf32>
    %cst_190 = arith.constant dense<0.00999999977> : tensor<864x864x1x1xf32>
    %cst_191 = arith.constant dense<0.00999999977> : tensor<864x864x1x1xf32>
    %cst_192 = arith.constant dense<0.00999999977> : tensor<864x4320x1x1xf32>
    %cst_193 = arith.constant dense<0.00999999977> : tensor<864x4320x1x1xf32>
    %cst_194 = arith.constant dense<0.00999999977> : tensor<864x864x1x1xf32>
    %cst_195 = arith.constant dense<0.00999999977> : tensor<864x864x1x1xf32>
    %cst_196 = arith.constant dense<0.00999999977> : tensor<864x864x1x1xf32>
    %cst_197 = arith.constant dense<0.00999999977> : tensor<864x864x1x1xf32>
    %cst_198 = arith.constant dense<0.00999999977> : tensor<864x864x1x1xf32>
    %cst_199 = arith.constant dense<0.00999999977> : tensor<864x864x1x1xf32>
    %cst_200 = arith.constant dense<0.00999999977> : tensor<864x864x1x1xf32>
    %cst_201 = arith.constant dense<0.00999999977> : tensor<864x864x1x1xf32>
    %cst_202 = arith.constant dense<0.00999999977> : tensor<864x864x1x1xf32>
    %cst_203 = arith.constant dense<0.00999999977> : tensor<864x864x1x1xf32>
    %cst_204 = arith.constant dense<0.00999999977> : tensor<864x864x1x1xf32>
    %cst_205 = arith.constant dense<0.00999999977> : tensor<864x864x1x1xf32>
    %cst_206 = arith.constant dense<0.00999999977> : tensor<864x4320x1x1xf32>
    %cst_207 = arith.constant dense<0.00999999977> : tensor<864x4320x1x1xf32>
    %cst_208 = arith.constant dense<0.00999999977> : tensor<864x864x1x1xf32>
    %cst_209 = arith.constant dense<0.00999999977> : tensor<864x864x1x1xf32>
    %cst_210 = arith.constant dense<0.00999999977> : tensor<864x864x1x1xf32>
    %cst_211 = arith.constant dense<0.00999999977> : tensor<864x864x1x1xf32>
    %cst_212 = arith.constant dense<0.00999999977> : tensor<864x864x1x1xf32>
    %cst_213 = arith.constant dense<0.00999999977> : tensor<864x864x1x1xf32>
    %cst_214 = arith.constant dense<0.00999999977> : tensor<864x864x1x1xf32>
    %cst_215 = arith.constant dense<0.00999999977> : tensor<864x864x1x1xf32>
    %cst_216 = arith.constant dense<0.00999999977> : tensor<864x864x1x1xf32>
    %cst_217 = arith.constant dense<0.00999999977> : tensor<864x864x1x1xf32>
    %cst_218 = arith.constant dense<0.00999999977> : tensor<864x864x1x1xf32>
    %cst_219 = arith.constant dense<0.00999999977> : tensor<864x864x1x1xf32>
    %cst_220 = arith.constant dense<0.000000e+00> : tensor<1x96x47x47xf32>
    %cst_221 = arith.constant dense<0.000000e+00> : tensor<1x54x47x47xf32>
    %cst_222 = arith.constant dense<0.000000e+00> : tensor<1x54x24x24xf32>
    %cst_223 = arith.constant dense<0.00999999977> : tensor<96x3x3xf32>
    %cst_224 = arith.constant dense<0.00999999977> : tensor<54x3x3xf32>
    %cst_225 = arith.constant dense<0.00999999977> : tensor<54x3x3xf32>
    %cst_226 = arith.constant dense<0.00999999977> : tensor<54x3x3xf32>
    %cst_227 = arith.constant dense<0.00999999977> : tensor<54x5x5xf32>
    %cst_228 = arith.constant dense<0.00999999977> : tensor<54x5x5xf32>
    %cst_229 = arith.constant dense<0.00999999977> : tensor<54x3x3xf32>
    %cst_230 = arith.constant dense<0.00999999977> : tensor<54x3x3xf32>
    %cst_231 = arith.constant dense<0.00999999977> : tensor<54x7x7xf32>
    %cst_232 = arith.constant dense<0.00999999977> : tensor<54x7x7xf32>
    %cst_233 = arith.constant dense<0.00999999977> : tensor<96x5x5xf32>
    %cst_234 = arith.constant dense<0.00999999977> : tensor<54x5x5xf32>
    %cst_235 = arith.constant dense<0.000000e+00> : tensor<1x108x24x24xf32>
    %cst_236 = arith.constant dense<0.000000e+00> : tensor<1x108x12x12xf32>
    %cst_237 = arith.constant dense<0.00999999977> : tensor<108x3x3xf32>
    %cst_238 = arith.constant dense<0.00999999977> : tensor<108x3x3xf32>
    %cst_239 = arith.constant dense<0.00999999977> : tensor<108x3x3xf32>
    %cst_240 = arith.constant dense<0.00999999977> : tensor<108x3x3xf32>
    %cst_241 = arith.constant dense<0.00999999977> : tensor<108x5x5xf32>
    %cst_242 = arith.constant dense<0.00999999977> : tensor<108x5x5xf32>
    %cst_243 = arith.constant dense<0.00999999977> : tensor<108x3x3xf32>
    %cst_244 = arith.constant dense<0.00999999977> : tensor<108x3x3xf32>
    %cst_245 = arith.constant dense<0.00999999977> : tensor<108x7x7xf32>
    %cst_246 = arith.constant dense<0.00999999977> : tensor<108x7x7xf32>
    %cst_247 = arith.constant dense<0.00999999977> : tensor<108x5x5xf32>
    %cst_248 = arith.constant dense<0.00999999977> : tensor<108x5x5xf32>
    %cst_249 = arith.constant dense<0.000000e+00> : tensor<1x216x12x12xf32>
    %cst_250 = arith.constant dense<0.00999999977> : tensor<216x3x3xf32>
    %cst_251 = arith.constant dense<0.00999999977> : tensor<216x3x3xf32>
    %cst_252 = arith.constant dense<0.00999999977> : tensor<216x3x3xf32>
    %cst_253 = arith.constant dense<0.00999999977> : tensor<216x3x3xf32>
    %cst_254 = arith.constant dense<0.00999999977> : tensor<216x3x3xf32>
    %cst_255 = arith.constant dense<0.00999999977> : tensor<216x3x3xf32>
    %cst_256 = arith.constant dense<0.00999999977> : tensor<216x5x5xf32>
    %cst_257 = arith.constant dense<0.00999999977> : tensor<216x5x5xf32>
    %cst_258 = arith.constant dense<0.00999999977> : tensor<216x3x3xf32>
    %cst_259 = arith.constant dense<0.00999999977> : tensor<216x3x3xf32>
    %cst_260 = arith.constant dense<0.00999999977> : tensor<216x7x7xf32>
    %cst_261 = arith.constant dense<0.00999999977> : tensor<216x7x7xf32>
    %cst_262 = arith.constant dense<0.00999999977> : tensor<216x5x5xf32>
    %cst_263 = arith.constant dense<0.00999999977> : tensor<216x5x5xf32>
    %cst_264 = arith.constant dense<0.00999999977> : tensor<216x3x3xf32>
    %cst_265 = arith.constant dense<0.00999999977> : tensor<216x3x3xf32>
    %cst_266 = arith.constant dense<0.00999999977> : tensor<216x5x5xf32>
    %cst_267 = arith.constant dense<0.00999999977> : tensor<216x5x5xf32>
    %cst_268 = arith.constant dense<0.00999999977> : tensor<216x3x3xf32>
    %cst_269 = arith.constant dense<0.00999999977> : tensor<216x3x3xf32>
    %cst_270 = arith.constant dense<0.00999999977> : tensor<216x7x7xf32>
    %cst_271 = arith.constant dense<0.00999999977> : tensor<216x7x7xf32>
    %cst_272 = arith.constant dense<0.00999999977> : tensor<216x5x5xf32>
    %cst_273 = arith.constant dense<0.00999999977> : tensor<216x5x5xf32>
    %cst_274 = arith.constant dense<0.00999999977> : tensor<216x3x3xf32>
    %cst_275 = arith.constant dense<0.00999999977> : tensor<216x3x3xf32>
    %cst_276 = arith.constant dense<0.00999999977> : tensor<216x3x3xf32>
    %cst_277 = arith.constant dense<0.00999999977> : tensor<216x3x3xf32>
    %cst_278 = arith.constant dense<0.00999999977> : tensor<216x3x3xf32>
    %cst_279 = arith.constant dense<0.00999999977> : tensor<216x3x3xf32>
    %cst_280 = arith.constant dense<0.00999999977> : tensor<216x5x5xf32>
    %cst_281 = arith.constant dense<0.00999999977> : tensor<216x5x5xf32>
    %cst_282 = arith.constant dense<0.00999999977> : tensor<216x3x3xf32>
    %cst_283 = arith.constant dense<0.00999999977> : tensor<216x3x3xf32>
    %cst_284 = arith.constant dense<0.00999999977> : tensor<216x7x7xf32>
    %cst_285 = arith.constant dense<0.00999999977> : tensor<216x7x7xf32>
    %cst_286 = arith.constant dense<0.00999999977> : tensor<216x5x5xf32>
    %cst_287 = arith.constant dense<0.00999999977> : tensor<216x5x5xf32>
    %cst_288 = arith.constant dense<0.00999999977> : tensor<216x3x3xf32>
    %cst_289 = arith.constant dense<0.00999999977> : tensor<216x3x3xf32>
    %cst_290 = arith.constant dense<0.00999999977> : tensor<216x5x5xf32>
    %cst_291 = arith.constant dense<0.00999999977> : tensor<216x5x5xf32>
    %cst_292 = arith.constant dense<0.00999999977> : tensor<216x3x3xf32>
    %cst_293 = arith.constant dense<0.00999999977> : tensor<216x3x3xf32>
    %cst_294 = arith.constant dense<0.00999999977> : tensor<216x7x7xf32>
    %cst_295 = arith.constant dense<0.00999999977> : tensor<216x7x7xf32>
    %cst_296 = arith.constant dense<0.00999999977> : tensor<216x5x5xf32>
    %cst_297 = arith.constant dense<0.00999999977> : tensor<216x5x5xf32>
    %cst_298 = arith.constant dense<0.00999999977> : tensor<432x3x3xf32>
    %cst_299 = arith.constant dense<0.000000e+00> : tensor<1x432x6x6xf32>
    %cst_300 = arith.constant dense<0.00999999977> : tensor<432x3x3xf32>
    %cst_301 = arith.constant dense<0.000000e+00> : tensor<1x432x12x12xf32>
    %cst_302 = arith.constant dense<0.00999999977> : tensor<432x3x3xf32>
    %cst_303 = arith.constant dense<0.00999999977> : tensor<432x3x3xf32>
    %cst_304 = arith.constant dense<0.00999999977> : tensor<432x3x3xf32>
    %cst_305 = arith.constant dense<0.00999999977> : tensor<432x3x3xf32>
    %cst_306 = arith.constant dense<0.00999999977> : tensor<432x5x5xf32>
    %cst_307 = arith.constant dense<0.00999999977> : tensor<432x5x5xf32>
    %cst_308 = arith.constant dense<0.00999999977> : tensor<432x3x3xf32>
    %cst_309 = arith.constant dense<0.00999999977> : tensor<432x3x3xf32>
    %cst_310 = arith.constant dense<0.00999999977> : tensor<432x7x7xf32>
    %cst_311 = arith.constant dense<0.00999999977> : tensor<432x7x7xf32>
    %cst_312 = arith.constant dense<0.00999999977> : tensor<432x5x5xf32>
    %cst_313 = arith.constant dense<0.00999999977> : tensor<432x5x5xf32>
    %cst_314 = arith.constant dense<0.00999999977> : tensor<432x3x3xf32>
    %cst_315 = arith.constant dense<0.00999999977> : tensor<432x3x3xf32>
    %cst_316 = arith.constant dense<0.00999999977> : tensor<432x5x5xf32>
    %cst_317 = arith.constant dense<0.00999999977> : tensor<432x5x5xf32>
    %cst_318 = arith.constant dense<0.00999999977> : tensor<432x3x3xf32>
    %cst_319 = arith.constant dense<0.00999999977> : tensor<432x3x3xf32>
    %cst_320 = arith.constant dense<0.00999999977> : tensor<432x7x7xf32>
    %cst_321 = arith.constant dense<0.00999999977> : tensor<432x7x7xf32>
    %cst_322 = arith.constant dense<0.00999999977> : tensor<432x5x5xf32>
    %cst_323 = arith.constant dense<0.00999999977> : tensor<432x5x5xf32>
    %cst_324 = arith.constant dense<0.00999999977> : tensor<432x3x3xf32>
    %cst_325 = arith.constant dense<0.00999999977> : tensor<432x3x3xf32>
    %cst_326 = arith.constant dense<0.00999999977> : tensor<432x3x3xf32>
    %cst_327 = arith.constant dense<0.00999999977> : tensor<432x3x3xf32>
    %cst_328 = arith.constant dense<0.00999999977> : tensor<432x3x3xf32>
    %cst_329 = arith.constant dense<0.00999999977> : tensor<432x3x3xf32>
    %cst_330 = arith.constant dense<0.00999999977> : tensor<432x5x5xf32>
    %cst_331 = arith.constant dense<0.00999999977> : tensor<432x5x5xf32>
    %cst_332 = arith.constant dense<0.00999999977> : tensor<432x3x3xf32>
    %cst_333 = arith.constant dense<0.00999999977> : tensor<432x3x3xf32>
    %cst_334 = arith.constant dense<0.00999999977> : tensor<432x7x7xf32>
    %cst_335 = arith.constant dense<0.00999999977> : tensor<432x7x7xf32>
    %cst_336 = arith.constant dense<0.00999999977> : tensor<432x5x5xf32>
    %cst_337 = arith.constant dense<0.00999999977> : tensor<432x5x5xf32>
    %cst_338 = arith.constant dense<0.00999999977> : tensor<432x3x3xf32>
    %cst_339 = arith.constant dense<0.00999999977> : tensor<432x3x3xf32>
    %cst_340 = arith.constant dense<0.00999999977> : tensor<432x5x5xf32>
    %cst_341 = arith.constant dense<0.00999999977> : tensor<432x5x5xf32>
    %cst_342 = arith.constant dense<0.00999999977> : tensor<432x3x3xf32>
    %cst_343 = arith.constant dense<0.00999999977> : tensor<432x3x3xf32>
    %cst_344 = arith.constant dense<0.00999999977> : tensor<432x7x7xf32>
    %cst_345 = arith.constant dense<0.00999999977> : tensor<432x7x7xf32>
    %cst_346 = arith.constant dense<0.00999999977> : tensor<432x5x5xf32>
    %cst_347 = arith.constant dense<0.00999999977> : tensor<432x5x5xf32>
    %cst_348 = arith.constant dense<0.00999999977> : tensor<864x3x3xf32>
    %cst_349 = arith.constant dense<0.000000e+00> : tensor<1x864x3x3xf32>
    %cst_350 = arith.constant dense<0.00999999977> : tensor<864x3x3xf32>
    %cst_351 = arith.constant dense<0.000000e+00> : tensor<1x864x6x6xf32>
    %cst_352 = arith.constant dense<0.00999999977> : tensor<864x3x3xf32>
    %cst_353 = arith.constant dense<0.00999999977> : tensor<864x3x3xf32>
    %cst_354 = arith.constant dense<0.00999999977> : tensor<864x3x3xf32>
    %cst_355 = arith.constant dense<0.00999999977> : tensor<864x3x3xf32>
    %cst_356 = arith.constant dense<0.00999999977> : tensor<864x5x5xf32>
    %cst_357 = arith.constant dense<0.00999999977> : tensor<864x5x5xf32>
    %cst_358 = arith.constant dense<0.00999999977> : tensor<864x3x3xf32>
    %cst_359 = arith.constant dense<0.00999999977> : tensor<864x3x3xf32>
    %cst_360 = arith.constant dense<0.00999999977> : tensor<864x7x7xf32>
    %cst_361 = arith.constant dense<0.00999999977> : tensor<864x7x7xf32>
    %cst_362 = arith.constant dense<0.00999999977> : tensor<864x5x5xf32>
    %cst_363 = arith.constant dense<0.00999999977> : tensor<864x5x5xf32>
    %cst_364 = arith.constant dense<0.00999999977> : tensor<864x3x3xf32>
    %cst_365 = arith.constant dense<0.00999999977> : tensor<864x3x3xf32>
    %cst_366 = arith.constant dense<0.00999999977> : tensor<864x5x5xf32>
    %cst_367 = arith.constant dense<0.00999999977> : tensor<864x5x5xf32>
    %cst_368 = arith.constant dense<0.00999999977> : tensor<864x3x3xf32>
    %cst_369 = arith.constant dense<0.00999999977> : tensor<864x3x3xf32>
    %cst_370 = arith.constant dense<0.00999999977> : tensor<864x7x7xf32>
    %cst_371 = arith.constant dense<0.00999999977> : tensor<864x7x7xf32>
    %cst_372 = arith.constant dense<0.00999999977> : tensor<864x5x5xf32>
    %cst_373 = arith.constant dense<0.00999999977> : tensor<864x5x5xf32>
    %cst_374 = arith.constant dense<0.00999999977> : tensor<864x3x3xf32>
    %cst_375 = arith.constant dense<0.00999999977> : tensor<864x3x3xf32>
    %cst_376 = arith.constant dense<0.00999999977> : tensor<864x3x3xf32>
    %cst_377 = arith.constant dense<0.00999999977> : tensor<864x3x3xf32>
    %cst_378 = arith.constant dense<0.00999999977> : tensor<864x3x3xf32>
    %cst_379 = arith.constant dense<0.00999999977> : tensor<864x3x3xf32>
    %cst_380 = arith.constant dense<0.00999999977> : tensor<864x5x5xf32>
    %cst_381 = arith.constant dense<0.00999999977> : tensor<864x5x5xf32>
    %cst_382 = arith.constant dense<0.00999999977> : tensor<864x3x3xf32>
    %cst_383 = arith.constant dense<0.00999999977> : tensor<864x3x3xf32>
    %cst_384 = arith.constant dense<0.00999999977> : tensor<864x7x7xf32>
    %cst_385 = arith.constant dense<0.00999999977> : tensor<864x7x7xf32>
    %cst_386 = arith.constant dense<0.00999999977> : tensor<864x5x5xf32>
    %cst_387 = arith.constant dense<0.00999999977> : tensor<864x5x5xf32>
    %cst_388 = arith.constant dense<0.00999999977> : tensor<864x3x3xf32>
    %cst_389 = arith.constant dense<0.00999999977> : tensor<864x3x3xf32>
    %cst_390 = arith.constant dense<0.00999999977> : tensor<864x5x5xf32>
    %cst_391 = arith.constant dense<0.00999999977> : tensor<864x5x5xf32>
    %cst_392 = arith.constant dense<0.00999999977> : tensor<864x3x3xf32>
    %cst_393 = arith.constant dense<0.00999999977> : tensor<864x3x3xf32>
    %cst_394 = arith.constant dense<0.00999999977> : tensor<864x7x7xf32>
    %cst_395 = arith.constant dense<0.00999999977> : tensor<864x7x7xf32>
    %cst_396 = arith.constant dense<0.00999999977> : tensor<864x5x5xf32>
    %cst_397 = arith.constant dense<0.00999999977> : tensor<864x5x5xf32>
    %cst_398 = arith.constant 9.000000e+00 : f32
    %0 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%arg0, %cst_23 : tensor<1x3x96x96xf32>, tensor<96x3x3x3xf32>) outs(%cst_220 : tensor<1x96x47x47xf32>) -> tensor<1x96x47x47xf32>
    %1 = tensor.empty() : tensor<1x96x47x47xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%0 : tensor<1x96x47x47xf32>) outs(%1 : tensor<1x96x47x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x96x47x47xf32>
    %3 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%2, %cst_24 : tensor<1x96x47x47xf32>, tensor<54x96x1x1xf32>) outs(%cst_221 : tensor<1x54x47x47xf32>) -> tensor<1x54x47x47xf32>
    %4 = tensor.empty() : tensor<1x54x47x47xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3 : tensor<1x54x47x47xf32>) outs(%4 : tensor<1x54x47x47xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x54x47x47xf32>
    %6 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%5, %cst_38 : tensor<1x54x47x47xf32>, tensor<54x54x1x1xf32>) outs(%cst_222 : tensor<1x54x24x24xf32>) -> tensor<1x54x24x24xf32>
    %padded = tensor.pad %2 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x96x47x47xf32> to tensor<1x96x49x49xf32>
    %7 = tensor.empty() : tensor<1x96x24x24xf32>
    %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<1x96x24x24xf32>) -> tensor<1x96x24x24xf32>
    %9 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded, %cst_223 : tensor<1x96x49x49xf32>, tensor<96x3x3xf32>) outs(%8 : tensor<1x96x24x24xf32>) -> tensor<1x96x24x24xf32>
    %10 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%9, %cst_36 : tensor<1x96x24x24xf32>, tensor<54x96x1x1xf32>) outs(%cst_222 : tensor<1x54x24x24xf32>) -> tensor<1x54x24x24xf32>
    %11 = tensor.empty() : tensor<1x54x24x24xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10 : tensor<1x54x24x24xf32>) outs(%11 : tensor<1x54x24x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x54x24x24xf32>
    %padded_399 = tensor.pad %12 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x54x24x24xf32> to tensor<1x54x26x26xf32>
    %13 = linalg.fill ins(%cst : f32) outs(%11 : tensor<1x54x24x24xf32>) -> tensor<1x54x24x24xf32>
    %14 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_399, %cst_224 : tensor<1x54x26x26xf32>, tensor<54x3x3xf32>) outs(%13 : tensor<1x54x24x24xf32>) -> tensor<1x54x24x24xf32>
    %15 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%14, %cst_37 : tensor<1x54x24x24xf32>, tensor<54x54x1x1xf32>) outs(%cst_222 : tensor<1x54x24x24xf32>) -> tensor<1x54x24x24xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15, %6 : tensor<1x54x24x24xf32>, tensor<1x54x24x24xf32>) outs(%11 : tensor<1x54x24x24xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x54x24x24xf32>
    %padded_400 = tensor.pad %5 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x54x47x47xf32> to tensor<1x54x49x49xf32>
    %17 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_400, %cst_225 : tensor<1x54x49x49xf32>, tensor<54x3x3xf32>) outs(%13 : tensor<1x54x24x24xf32>) -> tensor<1x54x24x24xf32>
    %18 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%17, %cst_32 : tensor<1x54x24x24xf32>, tensor<54x54x1x1xf32>) outs(%cst_222 : tensor<1x54x24x24xf32>) -> tensor<1x54x24x24xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18 : tensor<1x54x24x24xf32>) outs(%11 : tensor<1x54x24x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x54x24x24xf32>
    %padded_401 = tensor.pad %19 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x54x24x24xf32> to tensor<1x54x26x26xf32>
    %20 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_401, %cst_226 : tensor<1x54x26x26xf32>, tensor<54x3x3xf32>) outs(%13 : tensor<1x54x24x24xf32>) -> tensor<1x54x24x24xf32>
    %21 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%20, %cst_33 : tensor<1x54x24x24xf32>, tensor<54x54x1x1xf32>) outs(%cst_222 : tensor<1x54x24x24xf32>) -> tensor<1x54x24x24xf32>
    %padded_402 = tensor.pad %5 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x54x47x47xf32> to tensor<1x54x51x51xf32>
    %22 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_402, %cst_227 : tensor<1x54x51x51xf32>, tensor<54x5x5xf32>) outs(%13 : tensor<1x54x24x24xf32>) -> tensor<1x54x24x24xf32>
    %23 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%22, %cst_30 : tensor<1x54x24x24xf32>, tensor<54x54x1x1xf32>) outs(%cst_222 : tensor<1x54x24x24xf32>) -> tensor<1x54x24x24xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23 : tensor<1x54x24x24xf32>) outs(%11 : tensor<1x54x24x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x54x24x24xf32>
    %padded_403 = tensor.pad %24 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x54x24x24xf32> to tensor<1x54x28x28xf32>
    %25 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_403, %cst_228 : tensor<1x54x28x28xf32>, tensor<54x5x5xf32>) outs(%13 : tensor<1x54x24x24xf32>) -> tensor<1x54x24x24xf32>
    %26 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%25, %cst_31 : tensor<1x54x24x24xf32>, tensor<54x54x1x1xf32>) outs(%cst_222 : tensor<1x54x24x24xf32>) -> tensor<1x54x24x24xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%26, %21 : tensor<1x54x24x24xf32>, tensor<1x54x24x24xf32>) outs(%11 : tensor<1x54x24x24xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x54x24x24xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27 : tensor<1x54x24x24xf32>) outs(%11 : tensor<1x54x24x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x54x24x24xf32>
    %padded_404 = tensor.pad %28 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x54x24x24xf32> to tensor<1x54x26x26xf32>
    %29 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_404, %cst_229 : tensor<1x54x26x26xf32>, tensor<54x3x3xf32>) outs(%13 : tensor<1x54x24x24xf32>) -> tensor<1x54x24x24xf32>
    %30 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%29, %cst_34 : tensor<1x54x24x24xf32>, tensor<54x54x1x1xf32>) outs(%cst_222 : tensor<1x54x24x24xf32>) -> tensor<1x54x24x24xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30 : tensor<1x54x24x24xf32>) outs(%11 : tensor<1x54x24x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x54x24x24xf32>
    %padded_405 = tensor.pad %31 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x54x24x24xf32> to tensor<1x54x26x26xf32>
    %32 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_405, %cst_230 : tensor<1x54x26x26xf32>, tensor<54x3x3xf32>) outs(%13 : tensor<1x54x24x24xf32>) -> tensor<1x54x24x24xf32>
    %33 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%32, %cst_35 : tensor<1x54x24x24xf32>, tensor<54x54x1x1xf32>) outs(%cst_222 : tensor<1x54x24x24xf32>) -> tensor<1x54x24x24xf32>
    %padded_406 = tensor.pad %3 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_0 : f32
    } : tensor<1x54x47x47xf32> to tensor<1x54x49x49xf32>
    %34 = linalg.fill ins(%cst_0 : f32) outs(%11 : tensor<1x54x24x24xf32>) -> tensor<1x54x24x24xf32>
    %35 = tensor.empty() : tensor<3x3xf32>
    %36 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_406, %35 : tensor<1x54x49x49xf32>, tensor<3x3xf32>) outs(%34 : tensor<1x54x24x24xf32>) -> tensor<1x54x24x24xf32>
    %37 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33, %36 : tensor<1x54x24x24xf32>, tensor<1x54x24x24xf32>) outs(%11 : tensor<1x54x24x24xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x54x24x24xf32>
    %padded_407 = tensor.pad %5 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x54x47x47xf32> to tensor<1x54x53x53xf32>
    %38 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_407, %cst_231 : tensor<1x54x53x53xf32>, tensor<54x7x7xf32>) outs(%13 : tensor<1x54x24x24xf32>) -> tensor<1x54x24x24xf32>
    %39 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%38, %cst_28 : tensor<1x54x24x24xf32>, tensor<54x54x1x1xf32>) outs(%cst_222 : tensor<1x54x24x24xf32>) -> tensor<1x54x24x24xf32>
    %40 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%39 : tensor<1x54x24x24xf32>) outs(%11 : tensor<1x54x24x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x54x24x24xf32>
    %padded_408 = tensor.pad %40 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x54x24x24xf32> to tensor<1x54x30x30xf32>
    %41 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_408, %cst_232 : tensor<1x54x30x30xf32>, tensor<54x7x7xf32>) outs(%13 : tensor<1x54x24x24xf32>) -> tensor<1x54x24x24xf32>
    %42 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%41, %cst_29 : tensor<1x54x24x24xf32>, tensor<54x54x1x1xf32>) outs(%cst_222 : tensor<1x54x24x24xf32>) -> tensor<1x54x24x24xf32>
    %43 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42, %36 : tensor<1x54x24x24xf32>, tensor<1x54x24x24xf32>) outs(%11 : tensor<1x54x24x24xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x54x24x24xf32>
    %padded_409 = tensor.pad %0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_0 : f32
    } : tensor<1x96x47x47xf32> to tensor<1x96x49x49xf32>
    %44 = linalg.fill ins(%cst_0 : f32) outs(%7 : tensor<1x96x24x24xf32>) -> tensor<1x96x24x24xf32>
    %45 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_409, %35 : tensor<1x96x49x49xf32>, tensor<3x3xf32>) outs(%44 : tensor<1x96x24x24xf32>) -> tensor<1x96x24x24xf32>
    %46 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%45, %cst_27 : tensor<1x96x24x24xf32>, tensor<54x96x1x1xf32>) outs(%cst_222 : tensor<1x54x24x24xf32>) -> tensor<1x54x24x24xf32>
    %padded_410 = tensor.pad %2 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x96x47x47xf32> to tensor<1x96x51x51xf32>
    %47 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_410, %cst_233 : tensor<1x96x51x51xf32>, tensor<96x5x5xf32>) outs(%8 : tensor<1x96x24x24xf32>) -> tensor<1x96x24x24xf32>
    %48 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%47, %cst_25 : tensor<1x96x24x24xf32>, tensor<54x96x1x1xf32>) outs(%cst_222 : tensor<1x54x24x24xf32>) -> tensor<1x54x24x24xf32>
    %49 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48 : tensor<1x54x24x24xf32>) outs(%11 : tensor<1x54x24x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x54x24x24xf32>
    %padded_411 = tensor.pad %49 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x54x24x24xf32> to tensor<1x54x28x28xf32>
    %50 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_411, %cst_234 : tensor<1x54x28x28xf32>, tensor<54x5x5xf32>) outs(%13 : tensor<1x54x24x24xf32>) -> tensor<1x54x24x24xf32>
    %51 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%50, %cst_26 : tensor<1x54x24x24xf32>, tensor<54x54x1x1xf32>) outs(%cst_222 : tensor<1x54x24x24xf32>) -> tensor<1x54x24x24xf32>
    %52 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51, %46 : tensor<1x54x24x24xf32>, tensor<1x54x24x24xf32>) outs(%11 : tensor<1x54x24x24xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x54x24x24xf32>
    %concat = tensor.concat dim(1) %52, %43, %27, %37, %16 : (tensor<1x54x24x24xf32>, tensor<1x54x24x24xf32>, tensor<1x54x24x24xf32>, tensor<1x54x24x24xf32>, tensor<1x54x24x24xf32>) -> tensor<1x270x24x24xf32>
    %53 = tensor.empty() : tensor<1x270x24x24xf32>
    %54 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat : tensor<1x270x24x24xf32>) outs(%53 : tensor<1x270x24x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x270x24x24xf32>
    %55 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%54, %cst_39 : tensor<1x270x24x24xf32>, tensor<108x270x1x1xf32>) outs(%cst_235 : tensor<1x108x24x24xf32>) -> tensor<1x108x24x24xf32>
    %56 = tensor.empty() : tensor<1x108x24x24xf32>
    %57 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55 : tensor<1x108x24x24xf32>) outs(%56 : tensor<1x108x24x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x108x24x24xf32>
    %58 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%57, %cst_52 : tensor<1x108x24x24xf32>, tensor<108x108x1x1xf32>) outs(%cst_236 : tensor<1x108x12x12xf32>) -> tensor<1x108x12x12xf32>
    %59 = tensor.empty() : tensor<1x1xf32>
    %60 = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%2, %59 : tensor<1x96x47x47xf32>, tensor<1x1xf32>) outs(%8 : tensor<1x96x24x24xf32>) -> tensor<1x96x24x24xf32>
    %61 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%60, %cst_14 : tensor<1x96x24x24xf32>, tensor<54x96x1x1xf32>) outs(%13 : tensor<1x54x24x24xf32>) -> tensor<1x54x24x24xf32>
    %62 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%60, %cst_13 : tensor<1x96x24x24xf32>, tensor<54x96x1x1xf32>) outs(%13 : tensor<1x54x24x24xf32>) -> tensor<1x54x24x24xf32>
    %concat_412 = tensor.concat dim(1) %62, %61 : (tensor<1x54x24x24xf32>, tensor<1x54x24x24xf32>) -> tensor<1x108x24x24xf32>
    %63 = tensor.empty() : tensor<1x108x1x1xf32>
    %64 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_11 : tensor<1x108x1x1xf32>) outs(%63 : tensor<1x108x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = math.rsqrt %in : f32
      linalg.yield %687 : f32
    } -> tensor<1x108x1x1xf32>
    %65 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_412, %cst_12 : tensor<1x108x24x24xf32>, tensor<1x108x1x1xf32>) outs(%56 : tensor<1x108x24x24xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.subf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x108x24x24xf32>
    %66 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65, %64 : tensor<1x108x24x24xf32>, tensor<1x108x1x1xf32>) outs(%56 : tensor<1x108x24x24xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.mulf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x108x24x24xf32>
    %67 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66, %cst_10 : tensor<1x108x24x24xf32>, tensor<1x108x1x1xf32>) outs(%56 : tensor<1x108x24x24xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.mulf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x108x24x24xf32>
    %68 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67, %cst_12 : tensor<1x108x24x24xf32>, tensor<1x108x1x1xf32>) outs(%56 : tensor<1x108x24x24xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x108x24x24xf32>
    %69 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68 : tensor<1x108x24x24xf32>) outs(%56 : tensor<1x108x24x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x108x24x24xf32>
    %padded_413 = tensor.pad %69 low[0, 0, 0, 0] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x108x24x24xf32> to tensor<1x108x25x25xf32>
    %70 = tensor.empty() : tensor<1x108x12x12xf32>
    %71 = linalg.fill ins(%cst : f32) outs(%70 : tensor<1x108x12x12xf32>) -> tensor<1x108x12x12xf32>
    %72 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_413, %cst_237 : tensor<1x108x25x25xf32>, tensor<108x3x3xf32>) outs(%71 : tensor<1x108x12x12xf32>) -> tensor<1x108x12x12xf32>
    %73 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%72, %cst_50 : tensor<1x108x12x12xf32>, tensor<108x108x1x1xf32>) outs(%cst_236 : tensor<1x108x12x12xf32>) -> tensor<1x108x12x12xf32>
    %74 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73 : tensor<1x108x12x12xf32>) outs(%70 : tensor<1x108x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x108x12x12xf32>
    %padded_414 = tensor.pad %74 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x108x12x12xf32> to tensor<1x108x14x14xf32>
    %75 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_414, %cst_238 : tensor<1x108x14x14xf32>, tensor<108x3x3xf32>) outs(%71 : tensor<1x108x12x12xf32>) -> tensor<1x108x12x12xf32>
    %76 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%75, %cst_51 : tensor<1x108x12x12xf32>, tensor<108x108x1x1xf32>) outs(%cst_236 : tensor<1x108x12x12xf32>) -> tensor<1x108x12x12xf32>
    %77 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%76, %58 : tensor<1x108x12x12xf32>, tensor<1x108x12x12xf32>) outs(%70 : tensor<1x108x12x12xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x108x12x12xf32>
    %padded_415 = tensor.pad %57 low[0, 0, 0, 0] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x108x24x24xf32> to tensor<1x108x25x25xf32>
    %78 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_415, %cst_239 : tensor<1x108x25x25xf32>, tensor<108x3x3xf32>) outs(%71 : tensor<1x108x12x12xf32>) -> tensor<1x108x12x12xf32>
    %79 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%78, %cst_46 : tensor<1x108x12x12xf32>, tensor<108x108x1x1xf32>) outs(%cst_236 : tensor<1x108x12x12xf32>) -> tensor<1x108x12x12xf32>
    %80 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79 : tensor<1x108x12x12xf32>) outs(%70 : tensor<1x108x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x108x12x12xf32>
    %padded_416 = tensor.pad %80 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x108x12x12xf32> to tensor<1x108x14x14xf32>
    %81 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_416, %cst_240 : tensor<1x108x14x14xf32>, tensor<108x3x3xf32>) outs(%71 : tensor<1x108x12x12xf32>) -> tensor<1x108x12x12xf32>
    %82 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%81, %cst_47 : tensor<1x108x12x12xf32>, tensor<108x108x1x1xf32>) outs(%cst_236 : tensor<1x108x12x12xf32>) -> tensor<1x108x12x12xf32>
    %padded_417 = tensor.pad %57 low[0, 0, 1, 1] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x108x24x24xf32> to tensor<1x108x27x27xf32>
    %83 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_417, %cst_241 : tensor<1x108x27x27xf32>, tensor<108x5x5xf32>) outs(%71 : tensor<1x108x12x12xf32>) -> tensor<1x108x12x12xf32>
    %84 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%83, %cst_44 : tensor<1x108x12x12xf32>, tensor<108x108x1x1xf32>) outs(%cst_236 : tensor<1x108x12x12xf32>) -> tensor<1x108x12x12xf32>
    %85 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%84 : tensor<1x108x12x12xf32>) outs(%70 : tensor<1x108x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x108x12x12xf32>
    %padded_418 = tensor.pad %85 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x108x12x12xf32> to tensor<1x108x16x16xf32>
    %86 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_418, %cst_242 : tensor<1x108x16x16xf32>, tensor<108x5x5xf32>) outs(%71 : tensor<1x108x12x12xf32>) -> tensor<1x108x12x12xf32>
    %87 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%86, %cst_45 : tensor<1x108x12x12xf32>, tensor<108x108x1x1xf32>) outs(%cst_236 : tensor<1x108x12x12xf32>) -> tensor<1x108x12x12xf32>
    %88 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%87, %82 : tensor<1x108x12x12xf32>, tensor<1x108x12x12xf32>) outs(%70 : tensor<1x108x12x12xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x108x12x12xf32>
    %89 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%88 : tensor<1x108x12x12xf32>) outs(%70 : tensor<1x108x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x108x12x12xf32>
    %padded_419 = tensor.pad %89 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x108x12x12xf32> to tensor<1x108x14x14xf32>
    %90 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_419, %cst_243 : tensor<1x108x14x14xf32>, tensor<108x3x3xf32>) outs(%71 : tensor<1x108x12x12xf32>) -> tensor<1x108x12x12xf32>
    %91 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%90, %cst_48 : tensor<1x108x12x12xf32>, tensor<108x108x1x1xf32>) outs(%cst_236 : tensor<1x108x12x12xf32>) -> tensor<1x108x12x12xf32>
    %92 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%91 : tensor<1x108x12x12xf32>) outs(%70 : tensor<1x108x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x108x12x12xf32>
    %padded_420 = tensor.pad %92 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x108x12x12xf32> to tensor<1x108x14x14xf32>
    %93 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_420, %cst_244 : tensor<1x108x14x14xf32>, tensor<108x3x3xf32>) outs(%71 : tensor<1x108x12x12xf32>) -> tensor<1x108x12x12xf32>
    %94 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%93, %cst_49 : tensor<1x108x12x12xf32>, tensor<108x108x1x1xf32>) outs(%cst_236 : tensor<1x108x12x12xf32>) -> tensor<1x108x12x12xf32>
    %padded_421 = tensor.pad %55 low[0, 0, 0, 0] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_0 : f32
    } : tensor<1x108x24x24xf32> to tensor<1x108x25x25xf32>
    %95 = linalg.fill ins(%cst_0 : f32) outs(%70 : tensor<1x108x12x12xf32>) -> tensor<1x108x12x12xf32>
    %96 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_421, %35 : tensor<1x108x25x25xf32>, tensor<3x3xf32>) outs(%95 : tensor<1x108x12x12xf32>) -> tensor<1x108x12x12xf32>
    %97 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%94, %96 : tensor<1x108x12x12xf32>, tensor<1x108x12x12xf32>) outs(%70 : tensor<1x108x12x12xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x108x12x12xf32>
    %padded_422 = tensor.pad %57 low[0, 0, 2, 2] high[0, 0, 3, 3] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x108x24x24xf32> to tensor<1x108x29x29xf32>
    %98 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_422, %cst_245 : tensor<1x108x29x29xf32>, tensor<108x7x7xf32>) outs(%71 : tensor<1x108x12x12xf32>) -> tensor<1x108x12x12xf32>
    %99 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%98, %cst_42 : tensor<1x108x12x12xf32>, tensor<108x108x1x1xf32>) outs(%cst_236 : tensor<1x108x12x12xf32>) -> tensor<1x108x12x12xf32>
    %100 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%99 : tensor<1x108x12x12xf32>) outs(%70 : tensor<1x108x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x108x12x12xf32>
    %padded_423 = tensor.pad %100 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x108x12x12xf32> to tensor<1x108x18x18xf32>
    %101 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_423, %cst_246 : tensor<1x108x18x18xf32>, tensor<108x7x7xf32>) outs(%71 : tensor<1x108x12x12xf32>) -> tensor<1x108x12x12xf32>
    %102 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%101, %cst_43 : tensor<1x108x12x12xf32>, tensor<108x108x1x1xf32>) outs(%cst_236 : tensor<1x108x12x12xf32>) -> tensor<1x108x12x12xf32>
    %103 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%102, %96 : tensor<1x108x12x12xf32>, tensor<1x108x12x12xf32>) outs(%70 : tensor<1x108x12x12xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x108x12x12xf32>
    %padded_424 = tensor.pad %68 low[0, 0, 0, 0] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_0 : f32
    } : tensor<1x108x24x24xf32> to tensor<1x108x25x25xf32>
    %104 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_424, %35 : tensor<1x108x25x25xf32>, tensor<3x3xf32>) outs(%95 : tensor<1x108x12x12xf32>) -> tensor<1x108x12x12xf32>
    %padded_425 = tensor.pad %69 low[0, 0, 1, 1] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x108x24x24xf32> to tensor<1x108x27x27xf32>
    %105 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_425, %cst_247 : tensor<1x108x27x27xf32>, tensor<108x5x5xf32>) outs(%71 : tensor<1x108x12x12xf32>) -> tensor<1x108x12x12xf32>
    %106 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%105, %cst_40 : tensor<1x108x12x12xf32>, tensor<108x108x1x1xf32>) outs(%cst_236 : tensor<1x108x12x12xf32>) -> tensor<1x108x12x12xf32>
    %107 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%106 : tensor<1x108x12x12xf32>) outs(%70 : tensor<1x108x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x108x12x12xf32>
    %padded_426 = tensor.pad %107 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x108x12x12xf32> to tensor<1x108x16x16xf32>
    %108 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_426, %cst_248 : tensor<1x108x16x16xf32>, tensor<108x5x5xf32>) outs(%71 : tensor<1x108x12x12xf32>) -> tensor<1x108x12x12xf32>
    %109 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%108, %cst_41 : tensor<1x108x12x12xf32>, tensor<108x108x1x1xf32>) outs(%cst_236 : tensor<1x108x12x12xf32>) -> tensor<1x108x12x12xf32>
    %110 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%109, %104 : tensor<1x108x12x12xf32>, tensor<1x108x12x12xf32>) outs(%70 : tensor<1x108x12x12xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x108x12x12xf32>
    %concat_427 = tensor.concat dim(1) %110, %103, %88, %97, %77 : (tensor<1x108x12x12xf32>, tensor<1x108x12x12xf32>, tensor<1x108x12x12xf32>, tensor<1x108x12x12xf32>, tensor<1x108x12x12xf32>) -> tensor<1x540x12x12xf32>
    %111 = tensor.empty() : tensor<1x540x12x12xf32>
    %112 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_427 : tensor<1x540x12x12xf32>) outs(%111 : tensor<1x540x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x540x12x12xf32>
    %113 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%112, %cst_66 : tensor<1x540x12x12xf32>, tensor<216x540x1x1xf32>) outs(%cst_249 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %114 = tensor.empty() : tensor<1x216x12x12xf32>
    %115 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%113 : tensor<1x216x12x12xf32>) outs(%114 : tensor<1x216x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x216x12x12xf32>
    %padded_428 = tensor.pad %115 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x216x12x12xf32> to tensor<1x216x14x14xf32>
    %116 = linalg.fill ins(%cst : f32) outs(%114 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %117 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_428, %cst_250 : tensor<1x216x14x14xf32>, tensor<216x3x3xf32>) outs(%116 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %118 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%117, %cst_78 : tensor<1x216x12x12xf32>, tensor<216x216x1x1xf32>) outs(%cst_249 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %119 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%118 : tensor<1x216x12x12xf32>) outs(%114 : tensor<1x216x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x216x12x12xf32>
    %padded_429 = tensor.pad %119 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x216x12x12xf32> to tensor<1x216x14x14xf32>
    %120 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_429, %cst_251 : tensor<1x216x14x14xf32>, tensor<216x3x3xf32>) outs(%116 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %121 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%120, %cst_79 : tensor<1x216x12x12xf32>, tensor<216x216x1x1xf32>) outs(%cst_249 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %122 = tensor.empty() : tensor<1x270x12x12xf32>
    %123 = linalg.fill ins(%cst : f32) outs(%122 : tensor<1x270x12x12xf32>) -> tensor<1x270x12x12xf32>
    %124 = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%54, %59 : tensor<1x270x24x24xf32>, tensor<1x1xf32>) outs(%123 : tensor<1x270x12x12xf32>) -> tensor<1x270x12x12xf32>
    %125 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%124, %cst_16 : tensor<1x270x12x12xf32>, tensor<108x270x1x1xf32>) outs(%71 : tensor<1x108x12x12xf32>) -> tensor<1x108x12x12xf32>
    %126 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%124, %cst_15 : tensor<1x270x12x12xf32>, tensor<108x270x1x1xf32>) outs(%71 : tensor<1x108x12x12xf32>) -> tensor<1x108x12x12xf32>
    %concat_430 = tensor.concat dim(1) %126, %125 : (tensor<1x108x12x12xf32>, tensor<1x108x12x12xf32>) -> tensor<1x216x12x12xf32>
    %127 = tensor.empty() : tensor<1x216x1x1xf32>
    %128 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_8 : tensor<1x216x1x1xf32>) outs(%127 : tensor<1x216x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = math.rsqrt %in : f32
      linalg.yield %687 : f32
    } -> tensor<1x216x1x1xf32>
    %129 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_430, %cst_9 : tensor<1x216x12x12xf32>, tensor<1x216x1x1xf32>) outs(%114 : tensor<1x216x12x12xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.subf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x216x12x12xf32>
    %130 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%129, %128 : tensor<1x216x12x12xf32>, tensor<1x216x1x1xf32>) outs(%114 : tensor<1x216x12x12xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.mulf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x216x12x12xf32>
    %131 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%130, %cst_7 : tensor<1x216x12x12xf32>, tensor<1x216x1x1xf32>) outs(%114 : tensor<1x216x12x12xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.mulf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x216x12x12xf32>
    %132 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%131, %cst_9 : tensor<1x216x12x12xf32>, tensor<1x216x1x1xf32>) outs(%114 : tensor<1x216x12x12xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x216x12x12xf32>
    %133 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%132 : tensor<1x216x12x12xf32>) outs(%114 : tensor<1x216x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x216x12x12xf32>
    %padded_431 = tensor.pad %133 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x216x12x12xf32> to tensor<1x216x14x14xf32>
    %134 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_431, %cst_252 : tensor<1x216x14x14xf32>, tensor<216x3x3xf32>) outs(%116 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %135 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%134, %cst_64 : tensor<1x216x12x12xf32>, tensor<216x216x1x1xf32>) outs(%cst_249 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %136 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%135 : tensor<1x216x12x12xf32>) outs(%114 : tensor<1x216x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x216x12x12xf32>
    %padded_432 = tensor.pad %136 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x216x12x12xf32> to tensor<1x216x14x14xf32>
    %137 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_432, %cst_253 : tensor<1x216x14x14xf32>, tensor<216x3x3xf32>) outs(%116 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %138 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%137, %cst_65 : tensor<1x216x12x12xf32>, tensor<216x216x1x1xf32>) outs(%cst_249 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %139 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%112, %cst_53 : tensor<1x540x12x12xf32>, tensor<216x540x1x1xf32>) outs(%cst_249 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %140 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%138, %139 : tensor<1x216x12x12xf32>, tensor<1x216x12x12xf32>) outs(%114 : tensor<1x216x12x12xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x216x12x12xf32>
    %141 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%139 : tensor<1x216x12x12xf32>) outs(%114 : tensor<1x216x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x216x12x12xf32>
    %padded_433 = tensor.pad %141 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x216x12x12xf32> to tensor<1x216x14x14xf32>
    %142 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_433, %cst_254 : tensor<1x216x14x14xf32>, tensor<216x3x3xf32>) outs(%116 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %143 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%142, %cst_60 : tensor<1x216x12x12xf32>, tensor<216x216x1x1xf32>) outs(%cst_249 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %144 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%143 : tensor<1x216x12x12xf32>) outs(%114 : tensor<1x216x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x216x12x12xf32>
    %padded_434 = tensor.pad %144 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x216x12x12xf32> to tensor<1x216x14x14xf32>
    %145 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_434, %cst_255 : tensor<1x216x14x14xf32>, tensor<216x3x3xf32>) outs(%116 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %146 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%145, %cst_61 : tensor<1x216x12x12xf32>, tensor<216x216x1x1xf32>) outs(%cst_249 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %padded_435 = tensor.pad %141 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x216x12x12xf32> to tensor<1x216x16x16xf32>
    %147 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_435, %cst_256 : tensor<1x216x16x16xf32>, tensor<216x5x5xf32>) outs(%116 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %148 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%147, %cst_58 : tensor<1x216x12x12xf32>, tensor<216x216x1x1xf32>) outs(%cst_249 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %149 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%148 : tensor<1x216x12x12xf32>) outs(%114 : tensor<1x216x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x216x12x12xf32>
    %padded_436 = tensor.pad %149 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x216x12x12xf32> to tensor<1x216x16x16xf32>
    %150 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_436, %cst_257 : tensor<1x216x16x16xf32>, tensor<216x5x5xf32>) outs(%116 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %151 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%150, %cst_59 : tensor<1x216x12x12xf32>, tensor<216x216x1x1xf32>) outs(%cst_249 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %152 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%151, %146 : tensor<1x216x12x12xf32>, tensor<1x216x12x12xf32>) outs(%114 : tensor<1x216x12x12xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x216x12x12xf32>
    %153 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%152 : tensor<1x216x12x12xf32>) outs(%114 : tensor<1x216x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x216x12x12xf32>
    %padded_437 = tensor.pad %153 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x216x12x12xf32> to tensor<1x216x14x14xf32>
    %154 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_437, %cst_258 : tensor<1x216x14x14xf32>, tensor<216x3x3xf32>) outs(%116 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %155 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%154, %cst_62 : tensor<1x216x12x12xf32>, tensor<216x216x1x1xf32>) outs(%cst_249 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %156 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%155 : tensor<1x216x12x12xf32>) outs(%114 : tensor<1x216x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x216x12x12xf32>
    %padded_438 = tensor.pad %156 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x216x12x12xf32> to tensor<1x216x14x14xf32>
    %157 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_438, %cst_259 : tensor<1x216x14x14xf32>, tensor<216x3x3xf32>) outs(%116 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %158 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%157, %cst_63 : tensor<1x216x12x12xf32>, tensor<216x216x1x1xf32>) outs(%cst_249 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %padded_439 = tensor.pad %139 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_0 : f32
    } : tensor<1x216x12x12xf32> to tensor<1x216x14x14xf32>
    %159 = linalg.fill ins(%cst_0 : f32) outs(%114 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %160 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_439, %35 : tensor<1x216x14x14xf32>, tensor<3x3xf32>) outs(%159 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %161 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%158, %160 : tensor<1x216x12x12xf32>, tensor<1x216x12x12xf32>) outs(%114 : tensor<1x216x12x12xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x216x12x12xf32>
    %padded_440 = tensor.pad %141 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x216x12x12xf32> to tensor<1x216x18x18xf32>
    %162 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_440, %cst_260 : tensor<1x216x18x18xf32>, tensor<216x7x7xf32>) outs(%116 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %163 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%162, %cst_56 : tensor<1x216x12x12xf32>, tensor<216x216x1x1xf32>) outs(%cst_249 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %164 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%163 : tensor<1x216x12x12xf32>) outs(%114 : tensor<1x216x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x216x12x12xf32>
    %padded_441 = tensor.pad %164 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x216x12x12xf32> to tensor<1x216x18x18xf32>
    %165 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_441, %cst_261 : tensor<1x216x18x18xf32>, tensor<216x7x7xf32>) outs(%116 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %166 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%165, %cst_57 : tensor<1x216x12x12xf32>, tensor<216x216x1x1xf32>) outs(%cst_249 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %167 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%166, %160 : tensor<1x216x12x12xf32>, tensor<1x216x12x12xf32>) outs(%114 : tensor<1x216x12x12xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x216x12x12xf32>
    %padded_442 = tensor.pad %132 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_0 : f32
    } : tensor<1x216x12x12xf32> to tensor<1x216x14x14xf32>
    %168 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_442, %35 : tensor<1x216x14x14xf32>, tensor<3x3xf32>) outs(%159 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %padded_443 = tensor.pad %133 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x216x12x12xf32> to tensor<1x216x16x16xf32>
    %169 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_443, %cst_262 : tensor<1x216x16x16xf32>, tensor<216x5x5xf32>) outs(%116 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %170 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%169, %cst_54 : tensor<1x216x12x12xf32>, tensor<216x216x1x1xf32>) outs(%cst_249 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %171 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%170 : tensor<1x216x12x12xf32>) outs(%114 : tensor<1x216x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x216x12x12xf32>
    %padded_444 = tensor.pad %171 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x216x12x12xf32> to tensor<1x216x16x16xf32>
    %172 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_444, %cst_263 : tensor<1x216x16x16xf32>, tensor<216x5x5xf32>) outs(%116 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %173 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%172, %cst_55 : tensor<1x216x12x12xf32>, tensor<216x216x1x1xf32>) outs(%cst_249 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %174 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%173, %168 : tensor<1x216x12x12xf32>, tensor<1x216x12x12xf32>) outs(%114 : tensor<1x216x12x12xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x216x12x12xf32>
    %concat_445 = tensor.concat dim(1) %174, %167, %152, %161, %140 : (tensor<1x216x12x12xf32>, tensor<1x216x12x12xf32>, tensor<1x216x12x12xf32>, tensor<1x216x12x12xf32>, tensor<1x216x12x12xf32>) -> tensor<1x1080x12x12xf32>
    %175 = tensor.empty() : tensor<1x1080x12x12xf32>
    %176 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_445 : tensor<1x1080x12x12xf32>) outs(%175 : tensor<1x1080x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x1080x12x12xf32>
    %177 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%176, %cst_67 : tensor<1x1080x12x12xf32>, tensor<216x1080x1x1xf32>) outs(%cst_249 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %178 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121, %177 : tensor<1x216x12x12xf32>, tensor<1x216x12x12xf32>) outs(%114 : tensor<1x216x12x12xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x216x12x12xf32>
    %179 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%177 : tensor<1x216x12x12xf32>) outs(%114 : tensor<1x216x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x216x12x12xf32>
    %padded_446 = tensor.pad %179 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x216x12x12xf32> to tensor<1x216x14x14xf32>
    %180 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_446, %cst_264 : tensor<1x216x14x14xf32>, tensor<216x3x3xf32>) outs(%116 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %181 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%180, %cst_74 : tensor<1x216x12x12xf32>, tensor<216x216x1x1xf32>) outs(%cst_249 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %182 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%181 : tensor<1x216x12x12xf32>) outs(%114 : tensor<1x216x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x216x12x12xf32>
    %padded_447 = tensor.pad %182 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x216x12x12xf32> to tensor<1x216x14x14xf32>
    %183 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_447, %cst_265 : tensor<1x216x14x14xf32>, tensor<216x3x3xf32>) outs(%116 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %184 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%183, %cst_75 : tensor<1x216x12x12xf32>, tensor<216x216x1x1xf32>) outs(%cst_249 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %padded_448 = tensor.pad %179 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x216x12x12xf32> to tensor<1x216x16x16xf32>
    %185 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_448, %cst_266 : tensor<1x216x16x16xf32>, tensor<216x5x5xf32>) outs(%116 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %186 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%185, %cst_72 : tensor<1x216x12x12xf32>, tensor<216x216x1x1xf32>) outs(%cst_249 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %187 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%186 : tensor<1x216x12x12xf32>) outs(%114 : tensor<1x216x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x216x12x12xf32>
    %padded_449 = tensor.pad %187 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x216x12x12xf32> to tensor<1x216x16x16xf32>
    %188 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_449, %cst_267 : tensor<1x216x16x16xf32>, tensor<216x5x5xf32>) outs(%116 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %189 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%188, %cst_73 : tensor<1x216x12x12xf32>, tensor<216x216x1x1xf32>) outs(%cst_249 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %190 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%189, %184 : tensor<1x216x12x12xf32>, tensor<1x216x12x12xf32>) outs(%114 : tensor<1x216x12x12xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x216x12x12xf32>
    %191 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%190 : tensor<1x216x12x12xf32>) outs(%114 : tensor<1x216x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x216x12x12xf32>
    %padded_450 = tensor.pad %191 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x216x12x12xf32> to tensor<1x216x14x14xf32>
    %192 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_450, %cst_268 : tensor<1x216x14x14xf32>, tensor<216x3x3xf32>) outs(%116 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %193 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%192, %cst_76 : tensor<1x216x12x12xf32>, tensor<216x216x1x1xf32>) outs(%cst_249 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %194 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%193 : tensor<1x216x12x12xf32>) outs(%114 : tensor<1x216x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x216x12x12xf32>
    %padded_451 = tensor.pad %194 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x216x12x12xf32> to tensor<1x216x14x14xf32>
    %195 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_451, %cst_269 : tensor<1x216x14x14xf32>, tensor<216x3x3xf32>) outs(%116 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %196 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%195, %cst_77 : tensor<1x216x12x12xf32>, tensor<216x216x1x1xf32>) outs(%cst_249 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %padded_452 = tensor.pad %177 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_0 : f32
    } : tensor<1x216x12x12xf32> to tensor<1x216x14x14xf32>
    %197 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_452, %35 : tensor<1x216x14x14xf32>, tensor<3x3xf32>) outs(%159 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %198 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%196, %197 : tensor<1x216x12x12xf32>, tensor<1x216x12x12xf32>) outs(%114 : tensor<1x216x12x12xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x216x12x12xf32>
    %padded_453 = tensor.pad %179 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x216x12x12xf32> to tensor<1x216x18x18xf32>
    %199 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_453, %cst_270 : tensor<1x216x18x18xf32>, tensor<216x7x7xf32>) outs(%116 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %200 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%199, %cst_70 : tensor<1x216x12x12xf32>, tensor<216x216x1x1xf32>) outs(%cst_249 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %201 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%200 : tensor<1x216x12x12xf32>) outs(%114 : tensor<1x216x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x216x12x12xf32>
    %padded_454 = tensor.pad %201 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x216x12x12xf32> to tensor<1x216x18x18xf32>
    %202 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_454, %cst_271 : tensor<1x216x18x18xf32>, tensor<216x7x7xf32>) outs(%116 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %203 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%202, %cst_71 : tensor<1x216x12x12xf32>, tensor<216x216x1x1xf32>) outs(%cst_249 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %204 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%203, %197 : tensor<1x216x12x12xf32>, tensor<1x216x12x12xf32>) outs(%114 : tensor<1x216x12x12xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x216x12x12xf32>
    %padded_455 = tensor.pad %113 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_0 : f32
    } : tensor<1x216x12x12xf32> to tensor<1x216x14x14xf32>
    %205 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_455, %35 : tensor<1x216x14x14xf32>, tensor<3x3xf32>) outs(%159 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %padded_456 = tensor.pad %115 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x216x12x12xf32> to tensor<1x216x16x16xf32>
    %206 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_456, %cst_272 : tensor<1x216x16x16xf32>, tensor<216x5x5xf32>) outs(%116 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %207 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%206, %cst_68 : tensor<1x216x12x12xf32>, tensor<216x216x1x1xf32>) outs(%cst_249 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %208 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%207 : tensor<1x216x12x12xf32>) outs(%114 : tensor<1x216x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x216x12x12xf32>
    %padded_457 = tensor.pad %208 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x216x12x12xf32> to tensor<1x216x16x16xf32>
    %209 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_457, %cst_273 : tensor<1x216x16x16xf32>, tensor<216x5x5xf32>) outs(%116 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %210 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%209, %cst_69 : tensor<1x216x12x12xf32>, tensor<216x216x1x1xf32>) outs(%cst_249 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %211 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%210, %205 : tensor<1x216x12x12xf32>, tensor<1x216x12x12xf32>) outs(%114 : tensor<1x216x12x12xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x216x12x12xf32>
    %concat_458 = tensor.concat dim(1) %211, %204, %190, %198, %178 : (tensor<1x216x12x12xf32>, tensor<1x216x12x12xf32>, tensor<1x216x12x12xf32>, tensor<1x216x12x12xf32>, tensor<1x216x12x12xf32>) -> tensor<1x1080x12x12xf32>
    %212 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_458 : tensor<1x1080x12x12xf32>) outs(%175 : tensor<1x1080x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x1080x12x12xf32>
    %213 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%212, %cst_94 : tensor<1x1080x12x12xf32>, tensor<216x1080x1x1xf32>) outs(%cst_249 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %214 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%213 : tensor<1x216x12x12xf32>) outs(%114 : tensor<1x216x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x216x12x12xf32>
    %padded_459 = tensor.pad %214 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x216x12x12xf32> to tensor<1x216x14x14xf32>
    %215 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_459, %cst_274 : tensor<1x216x14x14xf32>, tensor<216x3x3xf32>) outs(%116 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %216 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%215, %cst_106 : tensor<1x216x12x12xf32>, tensor<216x216x1x1xf32>) outs(%cst_249 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %217 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%216 : tensor<1x216x12x12xf32>) outs(%114 : tensor<1x216x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x216x12x12xf32>
    %padded_460 = tensor.pad %217 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x216x12x12xf32> to tensor<1x216x14x14xf32>
    %218 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_460, %cst_275 : tensor<1x216x14x14xf32>, tensor<216x3x3xf32>) outs(%116 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %219 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%218, %cst_107 : tensor<1x216x12x12xf32>, tensor<216x216x1x1xf32>) outs(%cst_249 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %220 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%176, %cst_80 : tensor<1x1080x12x12xf32>, tensor<216x1080x1x1xf32>) outs(%cst_249 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %221 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%220 : tensor<1x216x12x12xf32>) outs(%114 : tensor<1x216x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x216x12x12xf32>
    %padded_461 = tensor.pad %221 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x216x12x12xf32> to tensor<1x216x14x14xf32>
    %222 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_461, %cst_276 : tensor<1x216x14x14xf32>, tensor<216x3x3xf32>) outs(%116 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %223 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%222, %cst_92 : tensor<1x216x12x12xf32>, tensor<216x216x1x1xf32>) outs(%cst_249 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %224 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%223 : tensor<1x216x12x12xf32>) outs(%114 : tensor<1x216x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x216x12x12xf32>
    %padded_462 = tensor.pad %224 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x216x12x12xf32> to tensor<1x216x14x14xf32>
    %225 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_462, %cst_277 : tensor<1x216x14x14xf32>, tensor<216x3x3xf32>) outs(%116 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %226 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%225, %cst_93 : tensor<1x216x12x12xf32>, tensor<216x216x1x1xf32>) outs(%cst_249 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %227 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%212, %cst_81 : tensor<1x1080x12x12xf32>, tensor<216x1080x1x1xf32>) outs(%cst_249 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %228 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%226, %227 : tensor<1x216x12x12xf32>, tensor<1x216x12x12xf32>) outs(%114 : tensor<1x216x12x12xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x216x12x12xf32>
    %229 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%227 : tensor<1x216x12x12xf32>) outs(%114 : tensor<1x216x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x216x12x12xf32>
    %padded_463 = tensor.pad %229 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x216x12x12xf32> to tensor<1x216x14x14xf32>
    %230 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_463, %cst_278 : tensor<1x216x14x14xf32>, tensor<216x3x3xf32>) outs(%116 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %231 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%230, %cst_88 : tensor<1x216x12x12xf32>, tensor<216x216x1x1xf32>) outs(%cst_249 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %232 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%231 : tensor<1x216x12x12xf32>) outs(%114 : tensor<1x216x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x216x12x12xf32>
    %padded_464 = tensor.pad %232 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x216x12x12xf32> to tensor<1x216x14x14xf32>
    %233 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_464, %cst_279 : tensor<1x216x14x14xf32>, tensor<216x3x3xf32>) outs(%116 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %234 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%233, %cst_89 : tensor<1x216x12x12xf32>, tensor<216x216x1x1xf32>) outs(%cst_249 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %padded_465 = tensor.pad %229 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x216x12x12xf32> to tensor<1x216x16x16xf32>
    %235 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_465, %cst_280 : tensor<1x216x16x16xf32>, tensor<216x5x5xf32>) outs(%116 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %236 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%235, %cst_86 : tensor<1x216x12x12xf32>, tensor<216x216x1x1xf32>) outs(%cst_249 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %237 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%236 : tensor<1x216x12x12xf32>) outs(%114 : tensor<1x216x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x216x12x12xf32>
    %padded_466 = tensor.pad %237 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x216x12x12xf32> to tensor<1x216x16x16xf32>
    %238 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_466, %cst_281 : tensor<1x216x16x16xf32>, tensor<216x5x5xf32>) outs(%116 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %239 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%238, %cst_87 : tensor<1x216x12x12xf32>, tensor<216x216x1x1xf32>) outs(%cst_249 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %240 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%239, %234 : tensor<1x216x12x12xf32>, tensor<1x216x12x12xf32>) outs(%114 : tensor<1x216x12x12xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x216x12x12xf32>
    %241 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%240 : tensor<1x216x12x12xf32>) outs(%114 : tensor<1x216x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x216x12x12xf32>
    %padded_467 = tensor.pad %241 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x216x12x12xf32> to tensor<1x216x14x14xf32>
    %242 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_467, %cst_282 : tensor<1x216x14x14xf32>, tensor<216x3x3xf32>) outs(%116 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %243 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%242, %cst_90 : tensor<1x216x12x12xf32>, tensor<216x216x1x1xf32>) outs(%cst_249 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %244 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%243 : tensor<1x216x12x12xf32>) outs(%114 : tensor<1x216x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x216x12x12xf32>
    %padded_468 = tensor.pad %244 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x216x12x12xf32> to tensor<1x216x14x14xf32>
    %245 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_468, %cst_283 : tensor<1x216x14x14xf32>, tensor<216x3x3xf32>) outs(%116 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %246 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%245, %cst_91 : tensor<1x216x12x12xf32>, tensor<216x216x1x1xf32>) outs(%cst_249 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %padded_469 = tensor.pad %227 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_0 : f32
    } : tensor<1x216x12x12xf32> to tensor<1x216x14x14xf32>
    %247 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_469, %35 : tensor<1x216x14x14xf32>, tensor<3x3xf32>) outs(%159 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %248 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%246, %247 : tensor<1x216x12x12xf32>, tensor<1x216x12x12xf32>) outs(%114 : tensor<1x216x12x12xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x216x12x12xf32>
    %padded_470 = tensor.pad %229 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x216x12x12xf32> to tensor<1x216x18x18xf32>
    %249 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_470, %cst_284 : tensor<1x216x18x18xf32>, tensor<216x7x7xf32>) outs(%116 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %250 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%249, %cst_84 : tensor<1x216x12x12xf32>, tensor<216x216x1x1xf32>) outs(%cst_249 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %251 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%250 : tensor<1x216x12x12xf32>) outs(%114 : tensor<1x216x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x216x12x12xf32>
    %padded_471 = tensor.pad %251 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x216x12x12xf32> to tensor<1x216x18x18xf32>
    %252 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_471, %cst_285 : tensor<1x216x18x18xf32>, tensor<216x7x7xf32>) outs(%116 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %253 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%252, %cst_85 : tensor<1x216x12x12xf32>, tensor<216x216x1x1xf32>) outs(%cst_249 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %254 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%253, %247 : tensor<1x216x12x12xf32>, tensor<1x216x12x12xf32>) outs(%114 : tensor<1x216x12x12xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x216x12x12xf32>
    %padded_472 = tensor.pad %220 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_0 : f32
    } : tensor<1x216x12x12xf32> to tensor<1x216x14x14xf32>
    %255 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_472, %35 : tensor<1x216x14x14xf32>, tensor<3x3xf32>) outs(%159 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %padded_473 = tensor.pad %221 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x216x12x12xf32> to tensor<1x216x16x16xf32>
    %256 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_473, %cst_286 : tensor<1x216x16x16xf32>, tensor<216x5x5xf32>) outs(%116 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %257 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%256, %cst_82 : tensor<1x216x12x12xf32>, tensor<216x216x1x1xf32>) outs(%cst_249 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %258 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%257 : tensor<1x216x12x12xf32>) outs(%114 : tensor<1x216x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x216x12x12xf32>
    %padded_474 = tensor.pad %258 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x216x12x12xf32> to tensor<1x216x16x16xf32>
    %259 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_474, %cst_287 : tensor<1x216x16x16xf32>, tensor<216x5x5xf32>) outs(%116 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %260 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%259, %cst_83 : tensor<1x216x12x12xf32>, tensor<216x216x1x1xf32>) outs(%cst_249 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %261 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%260, %255 : tensor<1x216x12x12xf32>, tensor<1x216x12x12xf32>) outs(%114 : tensor<1x216x12x12xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x216x12x12xf32>
    %concat_475 = tensor.concat dim(1) %261, %254, %240, %248, %228 : (tensor<1x216x12x12xf32>, tensor<1x216x12x12xf32>, tensor<1x216x12x12xf32>, tensor<1x216x12x12xf32>, tensor<1x216x12x12xf32>) -> tensor<1x1080x12x12xf32>
    %262 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_475 : tensor<1x1080x12x12xf32>) outs(%175 : tensor<1x1080x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x1080x12x12xf32>
    %263 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%262, %cst_95 : tensor<1x1080x12x12xf32>, tensor<216x1080x1x1xf32>) outs(%cst_249 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %264 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%219, %263 : tensor<1x216x12x12xf32>, tensor<1x216x12x12xf32>) outs(%114 : tensor<1x216x12x12xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x216x12x12xf32>
    %265 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%263 : tensor<1x216x12x12xf32>) outs(%114 : tensor<1x216x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x216x12x12xf32>
    %padded_476 = tensor.pad %265 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x216x12x12xf32> to tensor<1x216x14x14xf32>
    %266 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_476, %cst_288 : tensor<1x216x14x14xf32>, tensor<216x3x3xf32>) outs(%116 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %267 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%266, %cst_102 : tensor<1x216x12x12xf32>, tensor<216x216x1x1xf32>) outs(%cst_249 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %268 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%267 : tensor<1x216x12x12xf32>) outs(%114 : tensor<1x216x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x216x12x12xf32>
    %padded_477 = tensor.pad %268 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x216x12x12xf32> to tensor<1x216x14x14xf32>
    %269 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_477, %cst_289 : tensor<1x216x14x14xf32>, tensor<216x3x3xf32>) outs(%116 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %270 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%269, %cst_103 : tensor<1x216x12x12xf32>, tensor<216x216x1x1xf32>) outs(%cst_249 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %padded_478 = tensor.pad %265 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x216x12x12xf32> to tensor<1x216x16x16xf32>
    %271 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_478, %cst_290 : tensor<1x216x16x16xf32>, tensor<216x5x5xf32>) outs(%116 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %272 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%271, %cst_100 : tensor<1x216x12x12xf32>, tensor<216x216x1x1xf32>) outs(%cst_249 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %273 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%272 : tensor<1x216x12x12xf32>) outs(%114 : tensor<1x216x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x216x12x12xf32>
    %padded_479 = tensor.pad %273 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x216x12x12xf32> to tensor<1x216x16x16xf32>
    %274 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_479, %cst_291 : tensor<1x216x16x16xf32>, tensor<216x5x5xf32>) outs(%116 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %275 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%274, %cst_101 : tensor<1x216x12x12xf32>, tensor<216x216x1x1xf32>) outs(%cst_249 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %276 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%275, %270 : tensor<1x216x12x12xf32>, tensor<1x216x12x12xf32>) outs(%114 : tensor<1x216x12x12xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x216x12x12xf32>
    %277 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%276 : tensor<1x216x12x12xf32>) outs(%114 : tensor<1x216x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x216x12x12xf32>
    %padded_480 = tensor.pad %277 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x216x12x12xf32> to tensor<1x216x14x14xf32>
    %278 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_480, %cst_292 : tensor<1x216x14x14xf32>, tensor<216x3x3xf32>) outs(%116 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %279 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%278, %cst_104 : tensor<1x216x12x12xf32>, tensor<216x216x1x1xf32>) outs(%cst_249 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %280 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%279 : tensor<1x216x12x12xf32>) outs(%114 : tensor<1x216x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x216x12x12xf32>
    %padded_481 = tensor.pad %280 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x216x12x12xf32> to tensor<1x216x14x14xf32>
    %281 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_481, %cst_293 : tensor<1x216x14x14xf32>, tensor<216x3x3xf32>) outs(%116 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %282 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%281, %cst_105 : tensor<1x216x12x12xf32>, tensor<216x216x1x1xf32>) outs(%cst_249 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %padded_482 = tensor.pad %263 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_0 : f32
    } : tensor<1x216x12x12xf32> to tensor<1x216x14x14xf32>
    %283 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_482, %35 : tensor<1x216x14x14xf32>, tensor<3x3xf32>) outs(%159 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %284 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%282, %283 : tensor<1x216x12x12xf32>, tensor<1x216x12x12xf32>) outs(%114 : tensor<1x216x12x12xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x216x12x12xf32>
    %padded_483 = tensor.pad %265 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x216x12x12xf32> to tensor<1x216x18x18xf32>
    %285 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_483, %cst_294 : tensor<1x216x18x18xf32>, tensor<216x7x7xf32>) outs(%116 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %286 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%285, %cst_98 : tensor<1x216x12x12xf32>, tensor<216x216x1x1xf32>) outs(%cst_249 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %287 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%286 : tensor<1x216x12x12xf32>) outs(%114 : tensor<1x216x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x216x12x12xf32>
    %padded_484 = tensor.pad %287 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x216x12x12xf32> to tensor<1x216x18x18xf32>
    %288 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_484, %cst_295 : tensor<1x216x18x18xf32>, tensor<216x7x7xf32>) outs(%116 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %289 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%288, %cst_99 : tensor<1x216x12x12xf32>, tensor<216x216x1x1xf32>) outs(%cst_249 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %290 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%289, %283 : tensor<1x216x12x12xf32>, tensor<1x216x12x12xf32>) outs(%114 : tensor<1x216x12x12xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x216x12x12xf32>
    %padded_485 = tensor.pad %213 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_0 : f32
    } : tensor<1x216x12x12xf32> to tensor<1x216x14x14xf32>
    %291 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_485, %35 : tensor<1x216x14x14xf32>, tensor<3x3xf32>) outs(%159 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %padded_486 = tensor.pad %214 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x216x12x12xf32> to tensor<1x216x16x16xf32>
    %292 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_486, %cst_296 : tensor<1x216x16x16xf32>, tensor<216x5x5xf32>) outs(%116 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %293 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%292, %cst_96 : tensor<1x216x12x12xf32>, tensor<216x216x1x1xf32>) outs(%cst_249 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %294 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%293 : tensor<1x216x12x12xf32>) outs(%114 : tensor<1x216x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x216x12x12xf32>
    %padded_487 = tensor.pad %294 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x216x12x12xf32> to tensor<1x216x16x16xf32>
    %295 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_487, %cst_297 : tensor<1x216x16x16xf32>, tensor<216x5x5xf32>) outs(%116 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %296 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%295, %cst_97 : tensor<1x216x12x12xf32>, tensor<216x216x1x1xf32>) outs(%cst_249 : tensor<1x216x12x12xf32>) -> tensor<1x216x12x12xf32>
    %297 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%296, %291 : tensor<1x216x12x12xf32>, tensor<1x216x12x12xf32>) outs(%114 : tensor<1x216x12x12xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x216x12x12xf32>
    %concat_488 = tensor.concat dim(1) %297, %290, %276, %284, %264 : (tensor<1x216x12x12xf32>, tensor<1x216x12x12xf32>, tensor<1x216x12x12xf32>, tensor<1x216x12x12xf32>, tensor<1x216x12x12xf32>) -> tensor<1x1080x12x12xf32>
    %298 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_488 : tensor<1x1080x12x12xf32>) outs(%175 : tensor<1x1080x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x1080x12x12xf32>
    %299 = tensor.empty() : tensor<1x1080x6x6xf32>
    %300 = linalg.fill ins(%cst : f32) outs(%299 : tensor<1x1080x6x6xf32>) -> tensor<1x1080x6x6xf32>
    %301 = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%298, %59 : tensor<1x1080x12x12xf32>, tensor<1x1xf32>) outs(%300 : tensor<1x1080x6x6xf32>) -> tensor<1x1080x6x6xf32>
    %302 = tensor.empty() : tensor<1x216x6x6xf32>
    %303 = linalg.fill ins(%cst : f32) outs(%302 : tensor<1x216x6x6xf32>) -> tensor<1x216x6x6xf32>
    %304 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%301, %cst_18 : tensor<1x1080x6x6xf32>, tensor<216x1080x1x1xf32>) outs(%303 : tensor<1x216x6x6xf32>) -> tensor<1x216x6x6xf32>
    %305 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%301, %cst_17 : tensor<1x1080x6x6xf32>, tensor<216x1080x1x1xf32>) outs(%303 : tensor<1x216x6x6xf32>) -> tensor<1x216x6x6xf32>
    %concat_489 = tensor.concat dim(1) %305, %304 : (tensor<1x216x6x6xf32>, tensor<1x216x6x6xf32>) -> tensor<1x432x6x6xf32>
    %306 = tensor.empty() : tensor<1x432x1x1xf32>
    %307 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_5 : tensor<1x432x1x1xf32>) outs(%306 : tensor<1x432x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = math.rsqrt %in : f32
      linalg.yield %687 : f32
    } -> tensor<1x432x1x1xf32>
    %308 = tensor.empty() : tensor<1x432x6x6xf32>
    %309 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_489, %cst_6 : tensor<1x432x6x6xf32>, tensor<1x432x1x1xf32>) outs(%308 : tensor<1x432x6x6xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.subf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x432x6x6xf32>
    %310 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%309, %307 : tensor<1x432x6x6xf32>, tensor<1x432x1x1xf32>) outs(%308 : tensor<1x432x6x6xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.mulf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x432x6x6xf32>
    %311 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%310, %cst_4 : tensor<1x432x6x6xf32>, tensor<1x432x1x1xf32>) outs(%308 : tensor<1x432x6x6xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.mulf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x432x6x6xf32>
    %312 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%311, %cst_6 : tensor<1x432x6x6xf32>, tensor<1x432x1x1xf32>) outs(%308 : tensor<1x432x6x6xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x432x6x6xf32>
    %313 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%312 : tensor<1x432x6x6xf32>) outs(%308 : tensor<1x432x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x432x6x6xf32>
    %padded_490 = tensor.pad %313 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x432x6x6xf32> to tensor<1x432x8x8xf32>
    %314 = linalg.fill ins(%cst : f32) outs(%308 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %315 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_490, %cst_298 : tensor<1x432x8x8xf32>, tensor<432x3x3xf32>) outs(%314 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %316 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%315, %cst_134 : tensor<1x432x6x6xf32>, tensor<432x432x1x1xf32>) outs(%cst_299 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %317 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%316 : tensor<1x432x6x6xf32>) outs(%308 : tensor<1x432x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x432x6x6xf32>
    %padded_491 = tensor.pad %317 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x432x6x6xf32> to tensor<1x432x8x8xf32>
    %318 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_491, %cst_300 : tensor<1x432x8x8xf32>, tensor<432x3x3xf32>) outs(%314 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %319 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%318, %cst_135 : tensor<1x432x6x6xf32>, tensor<432x432x1x1xf32>) outs(%cst_299 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %320 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%298, %cst_109 : tensor<1x1080x12x12xf32>, tensor<432x1080x1x1xf32>) outs(%cst_301 : tensor<1x432x12x12xf32>) -> tensor<1x432x12x12xf32>
    %321 = tensor.empty() : tensor<1x432x12x12xf32>
    %322 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%320 : tensor<1x432x12x12xf32>) outs(%321 : tensor<1x432x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x432x12x12xf32>
    %323 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%322, %cst_122 : tensor<1x432x12x12xf32>, tensor<432x432x1x1xf32>) outs(%cst_299 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %324 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%262, %cst_108 : tensor<1x1080x12x12xf32>, tensor<432x1080x1x1xf32>) outs(%cst_301 : tensor<1x432x12x12xf32>) -> tensor<1x432x12x12xf32>
    %325 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%324 : tensor<1x432x12x12xf32>) outs(%321 : tensor<1x432x12x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x432x12x12xf32>
    %padded_492 = tensor.pad %325 low[0, 0, 0, 0] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x432x12x12xf32> to tensor<1x432x13x13xf32>
    %326 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_492, %cst_302 : tensor<1x432x13x13xf32>, tensor<432x3x3xf32>) outs(%314 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %327 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%326, %cst_120 : tensor<1x432x6x6xf32>, tensor<432x432x1x1xf32>) outs(%cst_299 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %328 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%327 : tensor<1x432x6x6xf32>) outs(%308 : tensor<1x432x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x432x6x6xf32>
    %padded_493 = tensor.pad %328 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x432x6x6xf32> to tensor<1x432x8x8xf32>
    %329 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_493, %cst_303 : tensor<1x432x8x8xf32>, tensor<432x3x3xf32>) outs(%314 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %330 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%329, %cst_121 : tensor<1x432x6x6xf32>, tensor<432x432x1x1xf32>) outs(%cst_299 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %331 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%330, %323 : tensor<1x432x6x6xf32>, tensor<1x432x6x6xf32>) outs(%308 : tensor<1x432x6x6xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x432x6x6xf32>
    %padded_494 = tensor.pad %322 low[0, 0, 0, 0] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x432x12x12xf32> to tensor<1x432x13x13xf32>
    %332 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_494, %cst_304 : tensor<1x432x13x13xf32>, tensor<432x3x3xf32>) outs(%314 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %333 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%332, %cst_116 : tensor<1x432x6x6xf32>, tensor<432x432x1x1xf32>) outs(%cst_299 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %334 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%333 : tensor<1x432x6x6xf32>) outs(%308 : tensor<1x432x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x432x6x6xf32>
    %padded_495 = tensor.pad %334 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x432x6x6xf32> to tensor<1x432x8x8xf32>
    %335 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_495, %cst_305 : tensor<1x432x8x8xf32>, tensor<432x3x3xf32>) outs(%314 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %336 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%335, %cst_117 : tensor<1x432x6x6xf32>, tensor<432x432x1x1xf32>) outs(%cst_299 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %padded_496 = tensor.pad %322 low[0, 0, 1, 1] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x432x12x12xf32> to tensor<1x432x15x15xf32>
    %337 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_496, %cst_306 : tensor<1x432x15x15xf32>, tensor<432x5x5xf32>) outs(%314 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %338 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%337, %cst_114 : tensor<1x432x6x6xf32>, tensor<432x432x1x1xf32>) outs(%cst_299 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %339 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%338 : tensor<1x432x6x6xf32>) outs(%308 : tensor<1x432x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x432x6x6xf32>
    %padded_497 = tensor.pad %339 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x432x6x6xf32> to tensor<1x432x10x10xf32>
    %340 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_497, %cst_307 : tensor<1x432x10x10xf32>, tensor<432x5x5xf32>) outs(%314 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %341 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%340, %cst_115 : tensor<1x432x6x6xf32>, tensor<432x432x1x1xf32>) outs(%cst_299 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %342 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%341, %336 : tensor<1x432x6x6xf32>, tensor<1x432x6x6xf32>) outs(%308 : tensor<1x432x6x6xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x432x6x6xf32>
    %343 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%342 : tensor<1x432x6x6xf32>) outs(%308 : tensor<1x432x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x432x6x6xf32>
    %padded_498 = tensor.pad %343 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x432x6x6xf32> to tensor<1x432x8x8xf32>
    %344 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_498, %cst_308 : tensor<1x432x8x8xf32>, tensor<432x3x3xf32>) outs(%314 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %345 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%344, %cst_118 : tensor<1x432x6x6xf32>, tensor<432x432x1x1xf32>) outs(%cst_299 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %346 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%345 : tensor<1x432x6x6xf32>) outs(%308 : tensor<1x432x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x432x6x6xf32>
    %padded_499 = tensor.pad %346 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x432x6x6xf32> to tensor<1x432x8x8xf32>
    %347 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_499, %cst_309 : tensor<1x432x8x8xf32>, tensor<432x3x3xf32>) outs(%314 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %348 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%347, %cst_119 : tensor<1x432x6x6xf32>, tensor<432x432x1x1xf32>) outs(%cst_299 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %padded_500 = tensor.pad %320 low[0, 0, 0, 0] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_0 : f32
    } : tensor<1x432x12x12xf32> to tensor<1x432x13x13xf32>
    %349 = linalg.fill ins(%cst_0 : f32) outs(%308 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %350 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_500, %35 : tensor<1x432x13x13xf32>, tensor<3x3xf32>) outs(%349 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %351 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%348, %350 : tensor<1x432x6x6xf32>, tensor<1x432x6x6xf32>) outs(%308 : tensor<1x432x6x6xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x432x6x6xf32>
    %padded_501 = tensor.pad %322 low[0, 0, 2, 2] high[0, 0, 3, 3] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x432x12x12xf32> to tensor<1x432x17x17xf32>
    %352 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_501, %cst_310 : tensor<1x432x17x17xf32>, tensor<432x7x7xf32>) outs(%314 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %353 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%352, %cst_112 : tensor<1x432x6x6xf32>, tensor<432x432x1x1xf32>) outs(%cst_299 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %354 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%353 : tensor<1x432x6x6xf32>) outs(%308 : tensor<1x432x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x432x6x6xf32>
    %padded_502 = tensor.pad %354 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x432x6x6xf32> to tensor<1x432x12x12xf32>
    %355 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_502, %cst_311 : tensor<1x432x12x12xf32>, tensor<432x7x7xf32>) outs(%314 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %356 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%355, %cst_113 : tensor<1x432x6x6xf32>, tensor<432x432x1x1xf32>) outs(%cst_299 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %357 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%356, %350 : tensor<1x432x6x6xf32>, tensor<1x432x6x6xf32>) outs(%308 : tensor<1x432x6x6xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x432x6x6xf32>
    %padded_503 = tensor.pad %324 low[0, 0, 0, 0] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_0 : f32
    } : tensor<1x432x12x12xf32> to tensor<1x432x13x13xf32>
    %358 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_503, %35 : tensor<1x432x13x13xf32>, tensor<3x3xf32>) outs(%349 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %padded_504 = tensor.pad %325 low[0, 0, 1, 1] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x432x12x12xf32> to tensor<1x432x15x15xf32>
    %359 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_504, %cst_312 : tensor<1x432x15x15xf32>, tensor<432x5x5xf32>) outs(%314 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %360 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%359, %cst_110 : tensor<1x432x6x6xf32>, tensor<432x432x1x1xf32>) outs(%cst_299 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %361 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%360 : tensor<1x432x6x6xf32>) outs(%308 : tensor<1x432x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x432x6x6xf32>
    %padded_505 = tensor.pad %361 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x432x6x6xf32> to tensor<1x432x10x10xf32>
    %362 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_505, %cst_313 : tensor<1x432x10x10xf32>, tensor<432x5x5xf32>) outs(%314 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %363 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%362, %cst_111 : tensor<1x432x6x6xf32>, tensor<432x432x1x1xf32>) outs(%cst_299 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %364 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%363, %358 : tensor<1x432x6x6xf32>, tensor<1x432x6x6xf32>) outs(%308 : tensor<1x432x6x6xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x432x6x6xf32>
    %concat_506 = tensor.concat dim(1) %364, %357, %342, %351, %331 : (tensor<1x432x6x6xf32>, tensor<1x432x6x6xf32>, tensor<1x432x6x6xf32>, tensor<1x432x6x6xf32>, tensor<1x432x6x6xf32>) -> tensor<1x2160x6x6xf32>
    %365 = tensor.empty() : tensor<1x2160x6x6xf32>
    %366 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_506 : tensor<1x2160x6x6xf32>) outs(%365 : tensor<1x2160x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x2160x6x6xf32>
    %367 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%366, %cst_123 : tensor<1x2160x6x6xf32>, tensor<432x2160x1x1xf32>) outs(%cst_299 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %368 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%319, %367 : tensor<1x432x6x6xf32>, tensor<1x432x6x6xf32>) outs(%308 : tensor<1x432x6x6xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x432x6x6xf32>
    %369 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%367 : tensor<1x432x6x6xf32>) outs(%308 : tensor<1x432x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x432x6x6xf32>
    %padded_507 = tensor.pad %369 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x432x6x6xf32> to tensor<1x432x8x8xf32>
    %370 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_507, %cst_314 : tensor<1x432x8x8xf32>, tensor<432x3x3xf32>) outs(%314 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %371 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%370, %cst_130 : tensor<1x432x6x6xf32>, tensor<432x432x1x1xf32>) outs(%cst_299 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %372 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%371 : tensor<1x432x6x6xf32>) outs(%308 : tensor<1x432x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x432x6x6xf32>
    %padded_508 = tensor.pad %372 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x432x6x6xf32> to tensor<1x432x8x8xf32>
    %373 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_508, %cst_315 : tensor<1x432x8x8xf32>, tensor<432x3x3xf32>) outs(%314 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %374 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%373, %cst_131 : tensor<1x432x6x6xf32>, tensor<432x432x1x1xf32>) outs(%cst_299 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %padded_509 = tensor.pad %369 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x432x6x6xf32> to tensor<1x432x10x10xf32>
    %375 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_509, %cst_316 : tensor<1x432x10x10xf32>, tensor<432x5x5xf32>) outs(%314 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %376 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%375, %cst_128 : tensor<1x432x6x6xf32>, tensor<432x432x1x1xf32>) outs(%cst_299 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %377 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%376 : tensor<1x432x6x6xf32>) outs(%308 : tensor<1x432x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x432x6x6xf32>
    %padded_510 = tensor.pad %377 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x432x6x6xf32> to tensor<1x432x10x10xf32>
    %378 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_510, %cst_317 : tensor<1x432x10x10xf32>, tensor<432x5x5xf32>) outs(%314 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %379 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%378, %cst_129 : tensor<1x432x6x6xf32>, tensor<432x432x1x1xf32>) outs(%cst_299 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %380 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%379, %374 : tensor<1x432x6x6xf32>, tensor<1x432x6x6xf32>) outs(%308 : tensor<1x432x6x6xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x432x6x6xf32>
    %381 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%380 : tensor<1x432x6x6xf32>) outs(%308 : tensor<1x432x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x432x6x6xf32>
    %padded_511 = tensor.pad %381 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x432x6x6xf32> to tensor<1x432x8x8xf32>
    %382 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_511, %cst_318 : tensor<1x432x8x8xf32>, tensor<432x3x3xf32>) outs(%314 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %383 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%382, %cst_132 : tensor<1x432x6x6xf32>, tensor<432x432x1x1xf32>) outs(%cst_299 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %384 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%383 : tensor<1x432x6x6xf32>) outs(%308 : tensor<1x432x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x432x6x6xf32>
    %padded_512 = tensor.pad %384 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x432x6x6xf32> to tensor<1x432x8x8xf32>
    %385 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_512, %cst_319 : tensor<1x432x8x8xf32>, tensor<432x3x3xf32>) outs(%314 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %386 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%385, %cst_133 : tensor<1x432x6x6xf32>, tensor<432x432x1x1xf32>) outs(%cst_299 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %padded_513 = tensor.pad %367 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_0 : f32
    } : tensor<1x432x6x6xf32> to tensor<1x432x8x8xf32>
    %387 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_513, %35 : tensor<1x432x8x8xf32>, tensor<3x3xf32>) outs(%349 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %388 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%386, %387 : tensor<1x432x6x6xf32>, tensor<1x432x6x6xf32>) outs(%308 : tensor<1x432x6x6xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x432x6x6xf32>
    %padded_514 = tensor.pad %369 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x432x6x6xf32> to tensor<1x432x12x12xf32>
    %389 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_514, %cst_320 : tensor<1x432x12x12xf32>, tensor<432x7x7xf32>) outs(%314 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %390 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%389, %cst_126 : tensor<1x432x6x6xf32>, tensor<432x432x1x1xf32>) outs(%cst_299 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %391 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%390 : tensor<1x432x6x6xf32>) outs(%308 : tensor<1x432x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x432x6x6xf32>
    %padded_515 = tensor.pad %391 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x432x6x6xf32> to tensor<1x432x12x12xf32>
    %392 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_515, %cst_321 : tensor<1x432x12x12xf32>, tensor<432x7x7xf32>) outs(%314 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %393 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%392, %cst_127 : tensor<1x432x6x6xf32>, tensor<432x432x1x1xf32>) outs(%cst_299 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %394 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%393, %387 : tensor<1x432x6x6xf32>, tensor<1x432x6x6xf32>) outs(%308 : tensor<1x432x6x6xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x432x6x6xf32>
    %padded_516 = tensor.pad %312 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_0 : f32
    } : tensor<1x432x6x6xf32> to tensor<1x432x8x8xf32>
    %395 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_516, %35 : tensor<1x432x8x8xf32>, tensor<3x3xf32>) outs(%349 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %padded_517 = tensor.pad %313 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x432x6x6xf32> to tensor<1x432x10x10xf32>
    %396 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_517, %cst_322 : tensor<1x432x10x10xf32>, tensor<432x5x5xf32>) outs(%314 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %397 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%396, %cst_124 : tensor<1x432x6x6xf32>, tensor<432x432x1x1xf32>) outs(%cst_299 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %398 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%397 : tensor<1x432x6x6xf32>) outs(%308 : tensor<1x432x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x432x6x6xf32>
    %padded_518 = tensor.pad %398 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x432x6x6xf32> to tensor<1x432x10x10xf32>
    %399 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_518, %cst_323 : tensor<1x432x10x10xf32>, tensor<432x5x5xf32>) outs(%314 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %400 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%399, %cst_125 : tensor<1x432x6x6xf32>, tensor<432x432x1x1xf32>) outs(%cst_299 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %401 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%400, %395 : tensor<1x432x6x6xf32>, tensor<1x432x6x6xf32>) outs(%308 : tensor<1x432x6x6xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x432x6x6xf32>
    %concat_519 = tensor.concat dim(1) %401, %394, %380, %388, %368 : (tensor<1x432x6x6xf32>, tensor<1x432x6x6xf32>, tensor<1x432x6x6xf32>, tensor<1x432x6x6xf32>, tensor<1x432x6x6xf32>) -> tensor<1x2160x6x6xf32>
    %402 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_519 : tensor<1x2160x6x6xf32>) outs(%365 : tensor<1x2160x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x2160x6x6xf32>
    %403 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%402, %cst_150 : tensor<1x2160x6x6xf32>, tensor<432x2160x1x1xf32>) outs(%cst_299 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %404 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%403 : tensor<1x432x6x6xf32>) outs(%308 : tensor<1x432x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x432x6x6xf32>
    %padded_520 = tensor.pad %404 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x432x6x6xf32> to tensor<1x432x8x8xf32>
    %405 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_520, %cst_324 : tensor<1x432x8x8xf32>, tensor<432x3x3xf32>) outs(%314 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %406 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%405, %cst_162 : tensor<1x432x6x6xf32>, tensor<432x432x1x1xf32>) outs(%cst_299 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %407 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%406 : tensor<1x432x6x6xf32>) outs(%308 : tensor<1x432x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x432x6x6xf32>
    %padded_521 = tensor.pad %407 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x432x6x6xf32> to tensor<1x432x8x8xf32>
    %408 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_521, %cst_325 : tensor<1x432x8x8xf32>, tensor<432x3x3xf32>) outs(%314 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %409 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%408, %cst_163 : tensor<1x432x6x6xf32>, tensor<432x432x1x1xf32>) outs(%cst_299 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %410 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%366, %cst_136 : tensor<1x2160x6x6xf32>, tensor<432x2160x1x1xf32>) outs(%cst_299 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %411 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%410 : tensor<1x432x6x6xf32>) outs(%308 : tensor<1x432x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x432x6x6xf32>
    %padded_522 = tensor.pad %411 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x432x6x6xf32> to tensor<1x432x8x8xf32>
    %412 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_522, %cst_326 : tensor<1x432x8x8xf32>, tensor<432x3x3xf32>) outs(%314 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %413 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%412, %cst_148 : tensor<1x432x6x6xf32>, tensor<432x432x1x1xf32>) outs(%cst_299 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %414 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%413 : tensor<1x432x6x6xf32>) outs(%308 : tensor<1x432x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x432x6x6xf32>
    %padded_523 = tensor.pad %414 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x432x6x6xf32> to tensor<1x432x8x8xf32>
    %415 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_523, %cst_327 : tensor<1x432x8x8xf32>, tensor<432x3x3xf32>) outs(%314 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %416 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%415, %cst_149 : tensor<1x432x6x6xf32>, tensor<432x432x1x1xf32>) outs(%cst_299 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %417 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%402, %cst_137 : tensor<1x2160x6x6xf32>, tensor<432x2160x1x1xf32>) outs(%cst_299 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %418 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%416, %417 : tensor<1x432x6x6xf32>, tensor<1x432x6x6xf32>) outs(%308 : tensor<1x432x6x6xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x432x6x6xf32>
    %419 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%417 : tensor<1x432x6x6xf32>) outs(%308 : tensor<1x432x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x432x6x6xf32>
    %padded_524 = tensor.pad %419 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x432x6x6xf32> to tensor<1x432x8x8xf32>
    %420 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_524, %cst_328 : tensor<1x432x8x8xf32>, tensor<432x3x3xf32>) outs(%314 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %421 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%420, %cst_144 : tensor<1x432x6x6xf32>, tensor<432x432x1x1xf32>) outs(%cst_299 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %422 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%421 : tensor<1x432x6x6xf32>) outs(%308 : tensor<1x432x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x432x6x6xf32>
    %padded_525 = tensor.pad %422 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x432x6x6xf32> to tensor<1x432x8x8xf32>
    %423 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_525, %cst_329 : tensor<1x432x8x8xf32>, tensor<432x3x3xf32>) outs(%314 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %424 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%423, %cst_145 : tensor<1x432x6x6xf32>, tensor<432x432x1x1xf32>) outs(%cst_299 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %padded_526 = tensor.pad %419 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x432x6x6xf32> to tensor<1x432x10x10xf32>
    %425 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_526, %cst_330 : tensor<1x432x10x10xf32>, tensor<432x5x5xf32>) outs(%314 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %426 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%425, %cst_142 : tensor<1x432x6x6xf32>, tensor<432x432x1x1xf32>) outs(%cst_299 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %427 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%426 : tensor<1x432x6x6xf32>) outs(%308 : tensor<1x432x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x432x6x6xf32>
    %padded_527 = tensor.pad %427 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x432x6x6xf32> to tensor<1x432x10x10xf32>
    %428 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_527, %cst_331 : tensor<1x432x10x10xf32>, tensor<432x5x5xf32>) outs(%314 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %429 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%428, %cst_143 : tensor<1x432x6x6xf32>, tensor<432x432x1x1xf32>) outs(%cst_299 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %430 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%429, %424 : tensor<1x432x6x6xf32>, tensor<1x432x6x6xf32>) outs(%308 : tensor<1x432x6x6xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x432x6x6xf32>
    %431 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%430 : tensor<1x432x6x6xf32>) outs(%308 : tensor<1x432x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x432x6x6xf32>
    %padded_528 = tensor.pad %431 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x432x6x6xf32> to tensor<1x432x8x8xf32>
    %432 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_528, %cst_332 : tensor<1x432x8x8xf32>, tensor<432x3x3xf32>) outs(%314 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %433 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%432, %cst_146 : tensor<1x432x6x6xf32>, tensor<432x432x1x1xf32>) outs(%cst_299 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %434 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%433 : tensor<1x432x6x6xf32>) outs(%308 : tensor<1x432x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x432x6x6xf32>
    %padded_529 = tensor.pad %434 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x432x6x6xf32> to tensor<1x432x8x8xf32>
    %435 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_529, %cst_333 : tensor<1x432x8x8xf32>, tensor<432x3x3xf32>) outs(%314 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %436 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%435, %cst_147 : tensor<1x432x6x6xf32>, tensor<432x432x1x1xf32>) outs(%cst_299 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %padded_530 = tensor.pad %417 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_0 : f32
    } : tensor<1x432x6x6xf32> to tensor<1x432x8x8xf32>
    %437 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_530, %35 : tensor<1x432x8x8xf32>, tensor<3x3xf32>) outs(%349 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %438 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%436, %437 : tensor<1x432x6x6xf32>, tensor<1x432x6x6xf32>) outs(%308 : tensor<1x432x6x6xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x432x6x6xf32>
    %padded_531 = tensor.pad %419 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x432x6x6xf32> to tensor<1x432x12x12xf32>
    %439 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_531, %cst_334 : tensor<1x432x12x12xf32>, tensor<432x7x7xf32>) outs(%314 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %440 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%439, %cst_140 : tensor<1x432x6x6xf32>, tensor<432x432x1x1xf32>) outs(%cst_299 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %441 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%440 : tensor<1x432x6x6xf32>) outs(%308 : tensor<1x432x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x432x6x6xf32>
    %padded_532 = tensor.pad %441 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x432x6x6xf32> to tensor<1x432x12x12xf32>
    %442 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_532, %cst_335 : tensor<1x432x12x12xf32>, tensor<432x7x7xf32>) outs(%314 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %443 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%442, %cst_141 : tensor<1x432x6x6xf32>, tensor<432x432x1x1xf32>) outs(%cst_299 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %444 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%443, %437 : tensor<1x432x6x6xf32>, tensor<1x432x6x6xf32>) outs(%308 : tensor<1x432x6x6xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x432x6x6xf32>
    %padded_533 = tensor.pad %410 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_0 : f32
    } : tensor<1x432x6x6xf32> to tensor<1x432x8x8xf32>
    %445 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_533, %35 : tensor<1x432x8x8xf32>, tensor<3x3xf32>) outs(%349 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %padded_534 = tensor.pad %411 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x432x6x6xf32> to tensor<1x432x10x10xf32>
    %446 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_534, %cst_336 : tensor<1x432x10x10xf32>, tensor<432x5x5xf32>) outs(%314 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %447 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%446, %cst_138 : tensor<1x432x6x6xf32>, tensor<432x432x1x1xf32>) outs(%cst_299 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %448 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%447 : tensor<1x432x6x6xf32>) outs(%308 : tensor<1x432x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x432x6x6xf32>
    %padded_535 = tensor.pad %448 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x432x6x6xf32> to tensor<1x432x10x10xf32>
    %449 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_535, %cst_337 : tensor<1x432x10x10xf32>, tensor<432x5x5xf32>) outs(%314 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %450 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%449, %cst_139 : tensor<1x432x6x6xf32>, tensor<432x432x1x1xf32>) outs(%cst_299 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %451 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%450, %445 : tensor<1x432x6x6xf32>, tensor<1x432x6x6xf32>) outs(%308 : tensor<1x432x6x6xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x432x6x6xf32>
    %concat_536 = tensor.concat dim(1) %451, %444, %430, %438, %418 : (tensor<1x432x6x6xf32>, tensor<1x432x6x6xf32>, tensor<1x432x6x6xf32>, tensor<1x432x6x6xf32>, tensor<1x432x6x6xf32>) -> tensor<1x2160x6x6xf32>
    %452 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_536 : tensor<1x2160x6x6xf32>) outs(%365 : tensor<1x2160x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x2160x6x6xf32>
    %453 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%452, %cst_151 : tensor<1x2160x6x6xf32>, tensor<432x2160x1x1xf32>) outs(%cst_299 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %454 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%409, %453 : tensor<1x432x6x6xf32>, tensor<1x432x6x6xf32>) outs(%308 : tensor<1x432x6x6xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x432x6x6xf32>
    %455 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%453 : tensor<1x432x6x6xf32>) outs(%308 : tensor<1x432x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x432x6x6xf32>
    %padded_537 = tensor.pad %455 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x432x6x6xf32> to tensor<1x432x8x8xf32>
    %456 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_537, %cst_338 : tensor<1x432x8x8xf32>, tensor<432x3x3xf32>) outs(%314 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %457 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%456, %cst_158 : tensor<1x432x6x6xf32>, tensor<432x432x1x1xf32>) outs(%cst_299 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %458 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%457 : tensor<1x432x6x6xf32>) outs(%308 : tensor<1x432x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x432x6x6xf32>
    %padded_538 = tensor.pad %458 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x432x6x6xf32> to tensor<1x432x8x8xf32>
    %459 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_538, %cst_339 : tensor<1x432x8x8xf32>, tensor<432x3x3xf32>) outs(%314 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %460 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%459, %cst_159 : tensor<1x432x6x6xf32>, tensor<432x432x1x1xf32>) outs(%cst_299 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %padded_539 = tensor.pad %455 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x432x6x6xf32> to tensor<1x432x10x10xf32>
    %461 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_539, %cst_340 : tensor<1x432x10x10xf32>, tensor<432x5x5xf32>) outs(%314 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %462 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%461, %cst_156 : tensor<1x432x6x6xf32>, tensor<432x432x1x1xf32>) outs(%cst_299 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %463 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%462 : tensor<1x432x6x6xf32>) outs(%308 : tensor<1x432x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x432x6x6xf32>
    %padded_540 = tensor.pad %463 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x432x6x6xf32> to tensor<1x432x10x10xf32>
    %464 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_540, %cst_341 : tensor<1x432x10x10xf32>, tensor<432x5x5xf32>) outs(%314 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %465 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%464, %cst_157 : tensor<1x432x6x6xf32>, tensor<432x432x1x1xf32>) outs(%cst_299 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %466 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%465, %460 : tensor<1x432x6x6xf32>, tensor<1x432x6x6xf32>) outs(%308 : tensor<1x432x6x6xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x432x6x6xf32>
    %467 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%466 : tensor<1x432x6x6xf32>) outs(%308 : tensor<1x432x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x432x6x6xf32>
    %padded_541 = tensor.pad %467 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x432x6x6xf32> to tensor<1x432x8x8xf32>
    %468 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_541, %cst_342 : tensor<1x432x8x8xf32>, tensor<432x3x3xf32>) outs(%314 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %469 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%468, %cst_160 : tensor<1x432x6x6xf32>, tensor<432x432x1x1xf32>) outs(%cst_299 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %470 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%469 : tensor<1x432x6x6xf32>) outs(%308 : tensor<1x432x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x432x6x6xf32>
    %padded_542 = tensor.pad %470 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x432x6x6xf32> to tensor<1x432x8x8xf32>
    %471 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_542, %cst_343 : tensor<1x432x8x8xf32>, tensor<432x3x3xf32>) outs(%314 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %472 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%471, %cst_161 : tensor<1x432x6x6xf32>, tensor<432x432x1x1xf32>) outs(%cst_299 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %padded_543 = tensor.pad %453 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_0 : f32
    } : tensor<1x432x6x6xf32> to tensor<1x432x8x8xf32>
    %473 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_543, %35 : tensor<1x432x8x8xf32>, tensor<3x3xf32>) outs(%349 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %474 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%472, %473 : tensor<1x432x6x6xf32>, tensor<1x432x6x6xf32>) outs(%308 : tensor<1x432x6x6xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x432x6x6xf32>
    %padded_544 = tensor.pad %455 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x432x6x6xf32> to tensor<1x432x12x12xf32>
    %475 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_544, %cst_344 : tensor<1x432x12x12xf32>, tensor<432x7x7xf32>) outs(%314 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %476 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%475, %cst_154 : tensor<1x432x6x6xf32>, tensor<432x432x1x1xf32>) outs(%cst_299 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %477 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%476 : tensor<1x432x6x6xf32>) outs(%308 : tensor<1x432x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x432x6x6xf32>
    %padded_545 = tensor.pad %477 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x432x6x6xf32> to tensor<1x432x12x12xf32>
    %478 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_545, %cst_345 : tensor<1x432x12x12xf32>, tensor<432x7x7xf32>) outs(%314 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %479 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%478, %cst_155 : tensor<1x432x6x6xf32>, tensor<432x432x1x1xf32>) outs(%cst_299 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %480 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%479, %473 : tensor<1x432x6x6xf32>, tensor<1x432x6x6xf32>) outs(%308 : tensor<1x432x6x6xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x432x6x6xf32>
    %padded_546 = tensor.pad %403 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_0 : f32
    } : tensor<1x432x6x6xf32> to tensor<1x432x8x8xf32>
    %481 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_546, %35 : tensor<1x432x8x8xf32>, tensor<3x3xf32>) outs(%349 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %padded_547 = tensor.pad %404 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x432x6x6xf32> to tensor<1x432x10x10xf32>
    %482 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_547, %cst_346 : tensor<1x432x10x10xf32>, tensor<432x5x5xf32>) outs(%314 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %483 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%482, %cst_152 : tensor<1x432x6x6xf32>, tensor<432x432x1x1xf32>) outs(%cst_299 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %484 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%483 : tensor<1x432x6x6xf32>) outs(%308 : tensor<1x432x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x432x6x6xf32>
    %padded_548 = tensor.pad %484 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x432x6x6xf32> to tensor<1x432x10x10xf32>
    %485 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_548, %cst_347 : tensor<1x432x10x10xf32>, tensor<432x5x5xf32>) outs(%314 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %486 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%485, %cst_153 : tensor<1x432x6x6xf32>, tensor<432x432x1x1xf32>) outs(%cst_299 : tensor<1x432x6x6xf32>) -> tensor<1x432x6x6xf32>
    %487 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%486, %481 : tensor<1x432x6x6xf32>, tensor<1x432x6x6xf32>) outs(%308 : tensor<1x432x6x6xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x432x6x6xf32>
    %concat_549 = tensor.concat dim(1) %487, %480, %466, %474, %454 : (tensor<1x432x6x6xf32>, tensor<1x432x6x6xf32>, tensor<1x432x6x6xf32>, tensor<1x432x6x6xf32>, tensor<1x432x6x6xf32>) -> tensor<1x2160x6x6xf32>
    %488 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_549 : tensor<1x2160x6x6xf32>) outs(%365 : tensor<1x2160x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x2160x6x6xf32>
    %489 = tensor.empty() : tensor<1x2160x3x3xf32>
    %490 = linalg.fill ins(%cst : f32) outs(%489 : tensor<1x2160x3x3xf32>) -> tensor<1x2160x3x3xf32>
    %491 = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%488, %59 : tensor<1x2160x6x6xf32>, tensor<1x1xf32>) outs(%490 : tensor<1x2160x3x3xf32>) -> tensor<1x2160x3x3xf32>
    %492 = tensor.empty() : tensor<1x432x3x3xf32>
    %493 = linalg.fill ins(%cst : f32) outs(%492 : tensor<1x432x3x3xf32>) -> tensor<1x432x3x3xf32>
    %494 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%491, %cst_20 : tensor<1x2160x3x3xf32>, tensor<432x2160x1x1xf32>) outs(%493 : tensor<1x432x3x3xf32>) -> tensor<1x432x3x3xf32>
    %495 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%491, %cst_19 : tensor<1x2160x3x3xf32>, tensor<432x2160x1x1xf32>) outs(%493 : tensor<1x432x3x3xf32>) -> tensor<1x432x3x3xf32>
    %concat_550 = tensor.concat dim(1) %495, %494 : (tensor<1x432x3x3xf32>, tensor<1x432x3x3xf32>) -> tensor<1x864x3x3xf32>
    %496 = tensor.empty() : tensor<1x864x1x1xf32>
    %497 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_2 : tensor<1x864x1x1xf32>) outs(%496 : tensor<1x864x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = math.rsqrt %in : f32
      linalg.yield %687 : f32
    } -> tensor<1x864x1x1xf32>
    %498 = tensor.empty() : tensor<1x864x3x3xf32>
    %499 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_550, %cst_3 : tensor<1x864x3x3xf32>, tensor<1x864x1x1xf32>) outs(%498 : tensor<1x864x3x3xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.subf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x864x3x3xf32>
    %500 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%499, %497 : tensor<1x864x3x3xf32>, tensor<1x864x1x1xf32>) outs(%498 : tensor<1x864x3x3xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.mulf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x864x3x3xf32>
    %501 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%500, %cst_1 : tensor<1x864x3x3xf32>, tensor<1x864x1x1xf32>) outs(%498 : tensor<1x864x3x3xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.mulf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x864x3x3xf32>
    %502 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%501, %cst_3 : tensor<1x864x3x3xf32>, tensor<1x864x1x1xf32>) outs(%498 : tensor<1x864x3x3xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x864x3x3xf32>
    %503 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%502 : tensor<1x864x3x3xf32>) outs(%498 : tensor<1x864x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x864x3x3xf32>
    %padded_551 = tensor.pad %503 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x864x3x3xf32> to tensor<1x864x5x5xf32>
    %504 = linalg.fill ins(%cst : f32) outs(%498 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %505 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_551, %cst_348 : tensor<1x864x5x5xf32>, tensor<864x3x3xf32>) outs(%504 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %506 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%505, %cst_190 : tensor<1x864x3x3xf32>, tensor<864x864x1x1xf32>) outs(%cst_349 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %507 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%506 : tensor<1x864x3x3xf32>) outs(%498 : tensor<1x864x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x864x3x3xf32>
    %padded_552 = tensor.pad %507 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x864x3x3xf32> to tensor<1x864x5x5xf32>
    %508 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_552, %cst_350 : tensor<1x864x5x5xf32>, tensor<864x3x3xf32>) outs(%504 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %509 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%508, %cst_191 : tensor<1x864x3x3xf32>, tensor<864x864x1x1xf32>) outs(%cst_349 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %510 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%488, %cst_165 : tensor<1x2160x6x6xf32>, tensor<864x2160x1x1xf32>) outs(%cst_351 : tensor<1x864x6x6xf32>) -> tensor<1x864x6x6xf32>
    %511 = tensor.empty() : tensor<1x864x6x6xf32>
    %512 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%510 : tensor<1x864x6x6xf32>) outs(%511 : tensor<1x864x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x864x6x6xf32>
    %513 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%512, %cst_178 : tensor<1x864x6x6xf32>, tensor<864x864x1x1xf32>) outs(%cst_349 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %514 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%452, %cst_164 : tensor<1x2160x6x6xf32>, tensor<864x2160x1x1xf32>) outs(%cst_351 : tensor<1x864x6x6xf32>) -> tensor<1x864x6x6xf32>
    %515 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%514 : tensor<1x864x6x6xf32>) outs(%511 : tensor<1x864x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x864x6x6xf32>
    %padded_553 = tensor.pad %515 low[0, 0, 0, 0] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x864x6x6xf32> to tensor<1x864x7x7xf32>
    %516 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_553, %cst_352 : tensor<1x864x7x7xf32>, tensor<864x3x3xf32>) outs(%504 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %517 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%516, %cst_176 : tensor<1x864x3x3xf32>, tensor<864x864x1x1xf32>) outs(%cst_349 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %518 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%517 : tensor<1x864x3x3xf32>) outs(%498 : tensor<1x864x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x864x3x3xf32>
    %padded_554 = tensor.pad %518 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x864x3x3xf32> to tensor<1x864x5x5xf32>
    %519 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_554, %cst_353 : tensor<1x864x5x5xf32>, tensor<864x3x3xf32>) outs(%504 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %520 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%519, %cst_177 : tensor<1x864x3x3xf32>, tensor<864x864x1x1xf32>) outs(%cst_349 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %521 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%520, %513 : tensor<1x864x3x3xf32>, tensor<1x864x3x3xf32>) outs(%498 : tensor<1x864x3x3xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x864x3x3xf32>
    %padded_555 = tensor.pad %512 low[0, 0, 0, 0] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x864x6x6xf32> to tensor<1x864x7x7xf32>
    %522 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_555, %cst_354 : tensor<1x864x7x7xf32>, tensor<864x3x3xf32>) outs(%504 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %523 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%522, %cst_172 : tensor<1x864x3x3xf32>, tensor<864x864x1x1xf32>) outs(%cst_349 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %524 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%523 : tensor<1x864x3x3xf32>) outs(%498 : tensor<1x864x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x864x3x3xf32>
    %padded_556 = tensor.pad %524 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x864x3x3xf32> to tensor<1x864x5x5xf32>
    %525 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_556, %cst_355 : tensor<1x864x5x5xf32>, tensor<864x3x3xf32>) outs(%504 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %526 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%525, %cst_173 : tensor<1x864x3x3xf32>, tensor<864x864x1x1xf32>) outs(%cst_349 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %padded_557 = tensor.pad %512 low[0, 0, 1, 1] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x864x6x6xf32> to tensor<1x864x9x9xf32>
    %527 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_557, %cst_356 : tensor<1x864x9x9xf32>, tensor<864x5x5xf32>) outs(%504 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %528 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%527, %cst_170 : tensor<1x864x3x3xf32>, tensor<864x864x1x1xf32>) outs(%cst_349 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %529 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%528 : tensor<1x864x3x3xf32>) outs(%498 : tensor<1x864x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x864x3x3xf32>
    %padded_558 = tensor.pad %529 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x864x3x3xf32> to tensor<1x864x7x7xf32>
    %530 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_558, %cst_357 : tensor<1x864x7x7xf32>, tensor<864x5x5xf32>) outs(%504 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %531 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%530, %cst_171 : tensor<1x864x3x3xf32>, tensor<864x864x1x1xf32>) outs(%cst_349 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %532 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%531, %526 : tensor<1x864x3x3xf32>, tensor<1x864x3x3xf32>) outs(%498 : tensor<1x864x3x3xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x864x3x3xf32>
    %533 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%532 : tensor<1x864x3x3xf32>) outs(%498 : tensor<1x864x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x864x3x3xf32>
    %padded_559 = tensor.pad %533 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x864x3x3xf32> to tensor<1x864x5x5xf32>
    %534 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_559, %cst_358 : tensor<1x864x5x5xf32>, tensor<864x3x3xf32>) outs(%504 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %535 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%534, %cst_174 : tensor<1x864x3x3xf32>, tensor<864x864x1x1xf32>) outs(%cst_349 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %536 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%535 : tensor<1x864x3x3xf32>) outs(%498 : tensor<1x864x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x864x3x3xf32>
    %padded_560 = tensor.pad %536 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x864x3x3xf32> to tensor<1x864x5x5xf32>
    %537 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_560, %cst_359 : tensor<1x864x5x5xf32>, tensor<864x3x3xf32>) outs(%504 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %538 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%537, %cst_175 : tensor<1x864x3x3xf32>, tensor<864x864x1x1xf32>) outs(%cst_349 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %padded_561 = tensor.pad %510 low[0, 0, 0, 0] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_0 : f32
    } : tensor<1x864x6x6xf32> to tensor<1x864x7x7xf32>
    %539 = linalg.fill ins(%cst_0 : f32) outs(%498 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %540 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_561, %35 : tensor<1x864x7x7xf32>, tensor<3x3xf32>) outs(%539 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %541 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%538, %540 : tensor<1x864x3x3xf32>, tensor<1x864x3x3xf32>) outs(%498 : tensor<1x864x3x3xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x864x3x3xf32>
    %padded_562 = tensor.pad %512 low[0, 0, 2, 2] high[0, 0, 3, 3] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x864x6x6xf32> to tensor<1x864x11x11xf32>
    %542 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_562, %cst_360 : tensor<1x864x11x11xf32>, tensor<864x7x7xf32>) outs(%504 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %543 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%542, %cst_168 : tensor<1x864x3x3xf32>, tensor<864x864x1x1xf32>) outs(%cst_349 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %544 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%543 : tensor<1x864x3x3xf32>) outs(%498 : tensor<1x864x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x864x3x3xf32>
    %padded_563 = tensor.pad %544 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x864x3x3xf32> to tensor<1x864x9x9xf32>
    %545 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_563, %cst_361 : tensor<1x864x9x9xf32>, tensor<864x7x7xf32>) outs(%504 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %546 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%545, %cst_169 : tensor<1x864x3x3xf32>, tensor<864x864x1x1xf32>) outs(%cst_349 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %547 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%546, %540 : tensor<1x864x3x3xf32>, tensor<1x864x3x3xf32>) outs(%498 : tensor<1x864x3x3xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x864x3x3xf32>
    %padded_564 = tensor.pad %514 low[0, 0, 0, 0] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_0 : f32
    } : tensor<1x864x6x6xf32> to tensor<1x864x7x7xf32>
    %548 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_564, %35 : tensor<1x864x7x7xf32>, tensor<3x3xf32>) outs(%539 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %padded_565 = tensor.pad %515 low[0, 0, 1, 1] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x864x6x6xf32> to tensor<1x864x9x9xf32>
    %549 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_565, %cst_362 : tensor<1x864x9x9xf32>, tensor<864x5x5xf32>) outs(%504 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %550 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%549, %cst_166 : tensor<1x864x3x3xf32>, tensor<864x864x1x1xf32>) outs(%cst_349 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %551 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%550 : tensor<1x864x3x3xf32>) outs(%498 : tensor<1x864x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x864x3x3xf32>
    %padded_566 = tensor.pad %551 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x864x3x3xf32> to tensor<1x864x7x7xf32>
    %552 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_566, %cst_363 : tensor<1x864x7x7xf32>, tensor<864x5x5xf32>) outs(%504 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %553 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%552, %cst_167 : tensor<1x864x3x3xf32>, tensor<864x864x1x1xf32>) outs(%cst_349 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %554 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%553, %548 : tensor<1x864x3x3xf32>, tensor<1x864x3x3xf32>) outs(%498 : tensor<1x864x3x3xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x864x3x3xf32>
    %concat_567 = tensor.concat dim(1) %554, %547, %532, %541, %521 : (tensor<1x864x3x3xf32>, tensor<1x864x3x3xf32>, tensor<1x864x3x3xf32>, tensor<1x864x3x3xf32>, tensor<1x864x3x3xf32>) -> tensor<1x4320x3x3xf32>
    %555 = tensor.empty() : tensor<1x4320x3x3xf32>
    %556 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_567 : tensor<1x4320x3x3xf32>) outs(%555 : tensor<1x4320x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x4320x3x3xf32>
    %557 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%556, %cst_179 : tensor<1x4320x3x3xf32>, tensor<864x4320x1x1xf32>) outs(%cst_349 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %558 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%509, %557 : tensor<1x864x3x3xf32>, tensor<1x864x3x3xf32>) outs(%498 : tensor<1x864x3x3xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x864x3x3xf32>
    %559 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%557 : tensor<1x864x3x3xf32>) outs(%498 : tensor<1x864x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x864x3x3xf32>
    %padded_568 = tensor.pad %559 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x864x3x3xf32> to tensor<1x864x5x5xf32>
    %560 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_568, %cst_364 : tensor<1x864x5x5xf32>, tensor<864x3x3xf32>) outs(%504 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %561 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%560, %cst_186 : tensor<1x864x3x3xf32>, tensor<864x864x1x1xf32>) outs(%cst_349 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %562 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%561 : tensor<1x864x3x3xf32>) outs(%498 : tensor<1x864x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x864x3x3xf32>
    %padded_569 = tensor.pad %562 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x864x3x3xf32> to tensor<1x864x5x5xf32>
    %563 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_569, %cst_365 : tensor<1x864x5x5xf32>, tensor<864x3x3xf32>) outs(%504 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %564 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%563, %cst_187 : tensor<1x864x3x3xf32>, tensor<864x864x1x1xf32>) outs(%cst_349 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %padded_570 = tensor.pad %559 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x864x3x3xf32> to tensor<1x864x7x7xf32>
    %565 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_570, %cst_366 : tensor<1x864x7x7xf32>, tensor<864x5x5xf32>) outs(%504 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %566 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%565, %cst_184 : tensor<1x864x3x3xf32>, tensor<864x864x1x1xf32>) outs(%cst_349 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %567 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%566 : tensor<1x864x3x3xf32>) outs(%498 : tensor<1x864x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x864x3x3xf32>
    %padded_571 = tensor.pad %567 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x864x3x3xf32> to tensor<1x864x7x7xf32>
    %568 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_571, %cst_367 : tensor<1x864x7x7xf32>, tensor<864x5x5xf32>) outs(%504 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %569 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%568, %cst_185 : tensor<1x864x3x3xf32>, tensor<864x864x1x1xf32>) outs(%cst_349 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %570 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%569, %564 : tensor<1x864x3x3xf32>, tensor<1x864x3x3xf32>) outs(%498 : tensor<1x864x3x3xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x864x3x3xf32>
    %571 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%570 : tensor<1x864x3x3xf32>) outs(%498 : tensor<1x864x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x864x3x3xf32>
    %padded_572 = tensor.pad %571 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x864x3x3xf32> to tensor<1x864x5x5xf32>
    %572 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_572, %cst_368 : tensor<1x864x5x5xf32>, tensor<864x3x3xf32>) outs(%504 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %573 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%572, %cst_188 : tensor<1x864x3x3xf32>, tensor<864x864x1x1xf32>) outs(%cst_349 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %574 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%573 : tensor<1x864x3x3xf32>) outs(%498 : tensor<1x864x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x864x3x3xf32>
    %padded_573 = tensor.pad %574 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x864x3x3xf32> to tensor<1x864x5x5xf32>
    %575 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_573, %cst_369 : tensor<1x864x5x5xf32>, tensor<864x3x3xf32>) outs(%504 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %576 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%575, %cst_189 : tensor<1x864x3x3xf32>, tensor<864x864x1x1xf32>) outs(%cst_349 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %padded_574 = tensor.pad %557 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_0 : f32
    } : tensor<1x864x3x3xf32> to tensor<1x864x5x5xf32>
    %577 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_574, %35 : tensor<1x864x5x5xf32>, tensor<3x3xf32>) outs(%539 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %578 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%576, %577 : tensor<1x864x3x3xf32>, tensor<1x864x3x3xf32>) outs(%498 : tensor<1x864x3x3xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x864x3x3xf32>
    %padded_575 = tensor.pad %559 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x864x3x3xf32> to tensor<1x864x9x9xf32>
    %579 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_575, %cst_370 : tensor<1x864x9x9xf32>, tensor<864x7x7xf32>) outs(%504 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %580 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%579, %cst_182 : tensor<1x864x3x3xf32>, tensor<864x864x1x1xf32>) outs(%cst_349 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %581 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%580 : tensor<1x864x3x3xf32>) outs(%498 : tensor<1x864x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x864x3x3xf32>
    %padded_576 = tensor.pad %581 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x864x3x3xf32> to tensor<1x864x9x9xf32>
    %582 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_576, %cst_371 : tensor<1x864x9x9xf32>, tensor<864x7x7xf32>) outs(%504 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %583 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%582, %cst_183 : tensor<1x864x3x3xf32>, tensor<864x864x1x1xf32>) outs(%cst_349 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %584 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%583, %577 : tensor<1x864x3x3xf32>, tensor<1x864x3x3xf32>) outs(%498 : tensor<1x864x3x3xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x864x3x3xf32>
    %padded_577 = tensor.pad %502 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_0 : f32
    } : tensor<1x864x3x3xf32> to tensor<1x864x5x5xf32>
    %585 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_577, %35 : tensor<1x864x5x5xf32>, tensor<3x3xf32>) outs(%539 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %padded_578 = tensor.pad %503 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x864x3x3xf32> to tensor<1x864x7x7xf32>
    %586 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_578, %cst_372 : tensor<1x864x7x7xf32>, tensor<864x5x5xf32>) outs(%504 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %587 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%586, %cst_180 : tensor<1x864x3x3xf32>, tensor<864x864x1x1xf32>) outs(%cst_349 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %588 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%587 : tensor<1x864x3x3xf32>) outs(%498 : tensor<1x864x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x864x3x3xf32>
    %padded_579 = tensor.pad %588 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x864x3x3xf32> to tensor<1x864x7x7xf32>
    %589 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_579, %cst_373 : tensor<1x864x7x7xf32>, tensor<864x5x5xf32>) outs(%504 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %590 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%589, %cst_181 : tensor<1x864x3x3xf32>, tensor<864x864x1x1xf32>) outs(%cst_349 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %591 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%590, %585 : tensor<1x864x3x3xf32>, tensor<1x864x3x3xf32>) outs(%498 : tensor<1x864x3x3xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x864x3x3xf32>
    %concat_580 = tensor.concat dim(1) %591, %584, %570, %578, %558 : (tensor<1x864x3x3xf32>, tensor<1x864x3x3xf32>, tensor<1x864x3x3xf32>, tensor<1x864x3x3xf32>, tensor<1x864x3x3xf32>) -> tensor<1x4320x3x3xf32>
    %592 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_580 : tensor<1x4320x3x3xf32>) outs(%555 : tensor<1x4320x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x4320x3x3xf32>
    %593 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%592, %cst_206 : tensor<1x4320x3x3xf32>, tensor<864x4320x1x1xf32>) outs(%cst_349 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %594 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%593 : tensor<1x864x3x3xf32>) outs(%498 : tensor<1x864x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x864x3x3xf32>
    %padded_581 = tensor.pad %594 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x864x3x3xf32> to tensor<1x864x5x5xf32>
    %595 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_581, %cst_374 : tensor<1x864x5x5xf32>, tensor<864x3x3xf32>) outs(%504 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %596 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%595, %cst_218 : tensor<1x864x3x3xf32>, tensor<864x864x1x1xf32>) outs(%cst_349 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %597 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%596 : tensor<1x864x3x3xf32>) outs(%498 : tensor<1x864x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x864x3x3xf32>
    %padded_582 = tensor.pad %597 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x864x3x3xf32> to tensor<1x864x5x5xf32>
    %598 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_582, %cst_375 : tensor<1x864x5x5xf32>, tensor<864x3x3xf32>) outs(%504 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %599 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%598, %cst_219 : tensor<1x864x3x3xf32>, tensor<864x864x1x1xf32>) outs(%cst_349 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %600 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%556, %cst_192 : tensor<1x4320x3x3xf32>, tensor<864x4320x1x1xf32>) outs(%cst_349 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %601 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%600 : tensor<1x864x3x3xf32>) outs(%498 : tensor<1x864x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x864x3x3xf32>
    %padded_583 = tensor.pad %601 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x864x3x3xf32> to tensor<1x864x5x5xf32>
    %602 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_583, %cst_376 : tensor<1x864x5x5xf32>, tensor<864x3x3xf32>) outs(%504 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %603 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%602, %cst_204 : tensor<1x864x3x3xf32>, tensor<864x864x1x1xf32>) outs(%cst_349 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %604 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%603 : tensor<1x864x3x3xf32>) outs(%498 : tensor<1x864x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x864x3x3xf32>
    %padded_584 = tensor.pad %604 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x864x3x3xf32> to tensor<1x864x5x5xf32>
    %605 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_584, %cst_377 : tensor<1x864x5x5xf32>, tensor<864x3x3xf32>) outs(%504 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %606 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%605, %cst_205 : tensor<1x864x3x3xf32>, tensor<864x864x1x1xf32>) outs(%cst_349 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %607 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%592, %cst_193 : tensor<1x4320x3x3xf32>, tensor<864x4320x1x1xf32>) outs(%cst_349 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %608 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%606, %607 : tensor<1x864x3x3xf32>, tensor<1x864x3x3xf32>) outs(%498 : tensor<1x864x3x3xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x864x3x3xf32>
    %609 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%607 : tensor<1x864x3x3xf32>) outs(%498 : tensor<1x864x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x864x3x3xf32>
    %padded_585 = tensor.pad %609 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x864x3x3xf32> to tensor<1x864x5x5xf32>
    %610 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_585, %cst_378 : tensor<1x864x5x5xf32>, tensor<864x3x3xf32>) outs(%504 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %611 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%610, %cst_200 : tensor<1x864x3x3xf32>, tensor<864x864x1x1xf32>) outs(%cst_349 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %612 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%611 : tensor<1x864x3x3xf32>) outs(%498 : tensor<1x864x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x864x3x3xf32>
    %padded_586 = tensor.pad %612 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x864x3x3xf32> to tensor<1x864x5x5xf32>
    %613 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_586, %cst_379 : tensor<1x864x5x5xf32>, tensor<864x3x3xf32>) outs(%504 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %614 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%613, %cst_201 : tensor<1x864x3x3xf32>, tensor<864x864x1x1xf32>) outs(%cst_349 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %padded_587 = tensor.pad %609 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x864x3x3xf32> to tensor<1x864x7x7xf32>
    %615 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_587, %cst_380 : tensor<1x864x7x7xf32>, tensor<864x5x5xf32>) outs(%504 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %616 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%615, %cst_198 : tensor<1x864x3x3xf32>, tensor<864x864x1x1xf32>) outs(%cst_349 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %617 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%616 : tensor<1x864x3x3xf32>) outs(%498 : tensor<1x864x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x864x3x3xf32>
    %padded_588 = tensor.pad %617 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x864x3x3xf32> to tensor<1x864x7x7xf32>
    %618 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_588, %cst_381 : tensor<1x864x7x7xf32>, tensor<864x5x5xf32>) outs(%504 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %619 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%618, %cst_199 : tensor<1x864x3x3xf32>, tensor<864x864x1x1xf32>) outs(%cst_349 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %620 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%619, %614 : tensor<1x864x3x3xf32>, tensor<1x864x3x3xf32>) outs(%498 : tensor<1x864x3x3xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x864x3x3xf32>
    %621 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%620 : tensor<1x864x3x3xf32>) outs(%498 : tensor<1x864x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x864x3x3xf32>
    %padded_589 = tensor.pad %621 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x864x3x3xf32> to tensor<1x864x5x5xf32>
    %622 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_589, %cst_382 : tensor<1x864x5x5xf32>, tensor<864x3x3xf32>) outs(%504 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %623 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%622, %cst_202 : tensor<1x864x3x3xf32>, tensor<864x864x1x1xf32>) outs(%cst_349 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %624 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%623 : tensor<1x864x3x3xf32>) outs(%498 : tensor<1x864x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x864x3x3xf32>
    %padded_590 = tensor.pad %624 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x864x3x3xf32> to tensor<1x864x5x5xf32>
    %625 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_590, %cst_383 : tensor<1x864x5x5xf32>, tensor<864x3x3xf32>) outs(%504 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %626 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%625, %cst_203 : tensor<1x864x3x3xf32>, tensor<864x864x1x1xf32>) outs(%cst_349 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %padded_591 = tensor.pad %607 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_0 : f32
    } : tensor<1x864x3x3xf32> to tensor<1x864x5x5xf32>
    %627 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_591, %35 : tensor<1x864x5x5xf32>, tensor<3x3xf32>) outs(%539 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %628 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%626, %627 : tensor<1x864x3x3xf32>, tensor<1x864x3x3xf32>) outs(%498 : tensor<1x864x3x3xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x864x3x3xf32>
    %padded_592 = tensor.pad %609 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x864x3x3xf32> to tensor<1x864x9x9xf32>
    %629 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_592, %cst_384 : tensor<1x864x9x9xf32>, tensor<864x7x7xf32>) outs(%504 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %630 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%629, %cst_196 : tensor<1x864x3x3xf32>, tensor<864x864x1x1xf32>) outs(%cst_349 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %631 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%630 : tensor<1x864x3x3xf32>) outs(%498 : tensor<1x864x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x864x3x3xf32>
    %padded_593 = tensor.pad %631 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x864x3x3xf32> to tensor<1x864x9x9xf32>
    %632 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_593, %cst_385 : tensor<1x864x9x9xf32>, tensor<864x7x7xf32>) outs(%504 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %633 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%632, %cst_197 : tensor<1x864x3x3xf32>, tensor<864x864x1x1xf32>) outs(%cst_349 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %634 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%633, %627 : tensor<1x864x3x3xf32>, tensor<1x864x3x3xf32>) outs(%498 : tensor<1x864x3x3xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x864x3x3xf32>
    %padded_594 = tensor.pad %600 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_0 : f32
    } : tensor<1x864x3x3xf32> to tensor<1x864x5x5xf32>
    %635 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_594, %35 : tensor<1x864x5x5xf32>, tensor<3x3xf32>) outs(%539 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %padded_595 = tensor.pad %601 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x864x3x3xf32> to tensor<1x864x7x7xf32>
    %636 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_595, %cst_386 : tensor<1x864x7x7xf32>, tensor<864x5x5xf32>) outs(%504 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %637 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%636, %cst_194 : tensor<1x864x3x3xf32>, tensor<864x864x1x1xf32>) outs(%cst_349 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %638 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%637 : tensor<1x864x3x3xf32>) outs(%498 : tensor<1x864x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x864x3x3xf32>
    %padded_596 = tensor.pad %638 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x864x3x3xf32> to tensor<1x864x7x7xf32>
    %639 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_596, %cst_387 : tensor<1x864x7x7xf32>, tensor<864x5x5xf32>) outs(%504 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %640 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%639, %cst_195 : tensor<1x864x3x3xf32>, tensor<864x864x1x1xf32>) outs(%cst_349 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %641 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%640, %635 : tensor<1x864x3x3xf32>, tensor<1x864x3x3xf32>) outs(%498 : tensor<1x864x3x3xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x864x3x3xf32>
    %concat_597 = tensor.concat dim(1) %641, %634, %620, %628, %608 : (tensor<1x864x3x3xf32>, tensor<1x864x3x3xf32>, tensor<1x864x3x3xf32>, tensor<1x864x3x3xf32>, tensor<1x864x3x3xf32>) -> tensor<1x4320x3x3xf32>
    %642 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_597 : tensor<1x4320x3x3xf32>) outs(%555 : tensor<1x4320x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x4320x3x3xf32>
    %643 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%642, %cst_207 : tensor<1x4320x3x3xf32>, tensor<864x4320x1x1xf32>) outs(%cst_349 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %644 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%599, %643 : tensor<1x864x3x3xf32>, tensor<1x864x3x3xf32>) outs(%498 : tensor<1x864x3x3xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x864x3x3xf32>
    %645 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%643 : tensor<1x864x3x3xf32>) outs(%498 : tensor<1x864x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x864x3x3xf32>
    %padded_598 = tensor.pad %645 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x864x3x3xf32> to tensor<1x864x5x5xf32>
    %646 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_598, %cst_388 : tensor<1x864x5x5xf32>, tensor<864x3x3xf32>) outs(%504 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %647 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%646, %cst_214 : tensor<1x864x3x3xf32>, tensor<864x864x1x1xf32>) outs(%cst_349 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %648 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%647 : tensor<1x864x3x3xf32>) outs(%498 : tensor<1x864x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x864x3x3xf32>
    %padded_599 = tensor.pad %648 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x864x3x3xf32> to tensor<1x864x5x5xf32>
    %649 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_599, %cst_389 : tensor<1x864x5x5xf32>, tensor<864x3x3xf32>) outs(%504 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %650 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%649, %cst_215 : tensor<1x864x3x3xf32>, tensor<864x864x1x1xf32>) outs(%cst_349 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %padded_600 = tensor.pad %645 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x864x3x3xf32> to tensor<1x864x7x7xf32>
    %651 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_600, %cst_390 : tensor<1x864x7x7xf32>, tensor<864x5x5xf32>) outs(%504 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %652 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%651, %cst_212 : tensor<1x864x3x3xf32>, tensor<864x864x1x1xf32>) outs(%cst_349 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %653 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%652 : tensor<1x864x3x3xf32>) outs(%498 : tensor<1x864x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x864x3x3xf32>
    %padded_601 = tensor.pad %653 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x864x3x3xf32> to tensor<1x864x7x7xf32>
    %654 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_601, %cst_391 : tensor<1x864x7x7xf32>, tensor<864x5x5xf32>) outs(%504 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %655 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%654, %cst_213 : tensor<1x864x3x3xf32>, tensor<864x864x1x1xf32>) outs(%cst_349 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %656 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%655, %650 : tensor<1x864x3x3xf32>, tensor<1x864x3x3xf32>) outs(%498 : tensor<1x864x3x3xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x864x3x3xf32>
    %657 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%656 : tensor<1x864x3x3xf32>) outs(%498 : tensor<1x864x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x864x3x3xf32>
    %padded_602 = tensor.pad %657 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x864x3x3xf32> to tensor<1x864x5x5xf32>
    %658 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_602, %cst_392 : tensor<1x864x5x5xf32>, tensor<864x3x3xf32>) outs(%504 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %659 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%658, %cst_216 : tensor<1x864x3x3xf32>, tensor<864x864x1x1xf32>) outs(%cst_349 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %660 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%659 : tensor<1x864x3x3xf32>) outs(%498 : tensor<1x864x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x864x3x3xf32>
    %padded_603 = tensor.pad %660 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x864x3x3xf32> to tensor<1x864x5x5xf32>
    %661 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_603, %cst_393 : tensor<1x864x5x5xf32>, tensor<864x3x3xf32>) outs(%504 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %662 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%661, %cst_217 : tensor<1x864x3x3xf32>, tensor<864x864x1x1xf32>) outs(%cst_349 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %padded_604 = tensor.pad %643 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_0 : f32
    } : tensor<1x864x3x3xf32> to tensor<1x864x5x5xf32>
    %663 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_604, %35 : tensor<1x864x5x5xf32>, tensor<3x3xf32>) outs(%539 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %664 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%662, %663 : tensor<1x864x3x3xf32>, tensor<1x864x3x3xf32>) outs(%498 : tensor<1x864x3x3xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x864x3x3xf32>
    %padded_605 = tensor.pad %645 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x864x3x3xf32> to tensor<1x864x9x9xf32>
    %665 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_605, %cst_394 : tensor<1x864x9x9xf32>, tensor<864x7x7xf32>) outs(%504 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %666 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%665, %cst_210 : tensor<1x864x3x3xf32>, tensor<864x864x1x1xf32>) outs(%cst_349 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %667 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%666 : tensor<1x864x3x3xf32>) outs(%498 : tensor<1x864x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x864x3x3xf32>
    %padded_606 = tensor.pad %667 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x864x3x3xf32> to tensor<1x864x9x9xf32>
    %668 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_606, %cst_395 : tensor<1x864x9x9xf32>, tensor<864x7x7xf32>) outs(%504 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %669 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%668, %cst_211 : tensor<1x864x3x3xf32>, tensor<864x864x1x1xf32>) outs(%cst_349 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %670 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%669, %663 : tensor<1x864x3x3xf32>, tensor<1x864x3x3xf32>) outs(%498 : tensor<1x864x3x3xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x864x3x3xf32>
    %padded_607 = tensor.pad %593 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_0 : f32
    } : tensor<1x864x3x3xf32> to tensor<1x864x5x5xf32>
    %671 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_607, %35 : tensor<1x864x5x5xf32>, tensor<3x3xf32>) outs(%539 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %padded_608 = tensor.pad %594 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x864x3x3xf32> to tensor<1x864x7x7xf32>
    %672 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_608, %cst_396 : tensor<1x864x7x7xf32>, tensor<864x5x5xf32>) outs(%504 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %673 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%672, %cst_208 : tensor<1x864x3x3xf32>, tensor<864x864x1x1xf32>) outs(%cst_349 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %674 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%673 : tensor<1x864x3x3xf32>) outs(%498 : tensor<1x864x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x864x3x3xf32>
    %padded_609 = tensor.pad %674 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x864x3x3xf32> to tensor<1x864x7x7xf32>
    %675 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_609, %cst_397 : tensor<1x864x7x7xf32>, tensor<864x5x5xf32>) outs(%504 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %676 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%675, %cst_209 : tensor<1x864x3x3xf32>, tensor<864x864x1x1xf32>) outs(%cst_349 : tensor<1x864x3x3xf32>) -> tensor<1x864x3x3xf32>
    %677 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%676, %671 : tensor<1x864x3x3xf32>, tensor<1x864x3x3xf32>) outs(%498 : tensor<1x864x3x3xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x864x3x3xf32>
    %concat_610 = tensor.concat dim(1) %677, %670, %656, %664, %644 : (tensor<1x864x3x3xf32>, tensor<1x864x3x3xf32>, tensor<1x864x3x3xf32>, tensor<1x864x3x3xf32>, tensor<1x864x3x3xf32>) -> tensor<1x4320x3x3xf32>
    %678 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_610 : tensor<1x4320x3x3xf32>) outs(%555 : tensor<1x4320x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.cmpf ugt, %in, %cst : f32
      %688 = arith.select %687, %in, %cst : f32
      linalg.yield %688 : f32
    } -> tensor<1x4320x3x3xf32>
    %679 = tensor.empty() : tensor<1x4320x1x1xf32>
    %680 = linalg.fill ins(%cst : f32) outs(%679 : tensor<1x4320x1x1xf32>) -> tensor<1x4320x1x1xf32>
    %681 = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%678, %35 : tensor<1x4320x3x3xf32>, tensor<3x3xf32>) outs(%680 : tensor<1x4320x1x1xf32>) -> tensor<1x4320x1x1xf32>
    %682 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%681 : tensor<1x4320x1x1xf32>) outs(%679 : tensor<1x4320x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %687 = arith.divf %in, %cst_398 : f32
      linalg.yield %687 : f32
    } -> tensor<1x4320x1x1xf32>
    %collapsed = tensor.collapse_shape %682 [[0], [1, 2, 3]] : tensor<1x4320x1x1xf32> into tensor<1x4320xf32>
    %cst_611 = arith.constant dense<0.00999999977> : tensor<4320x1000xf32>
    %683 = tensor.empty() : tensor<1x1000xf32>
    %684 = linalg.fill ins(%cst : f32) outs(%683 : tensor<1x1000xf32>) -> tensor<1x1000xf32>
    %685 = linalg.matmul ins(%collapsed, %cst_611 : tensor<1x4320xf32>, tensor<4320x1000xf32>) outs(%684 : tensor<1x1000xf32>) -> tensor<1x1000xf32>
    %686 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%685, %cst_22 : tensor<1x1000xf32>, tensor<1000xf32>) outs(%683 : tensor<1x1000xf32>) {
    ^bb0(%in: f32, %in_612: f32, %out: f32):
      %687 = arith.addf %in, %in_612 : f32
      linalg.yield %687 : f32
    } -> tensor<1x1000xf32>
    return %686 : tensor<1x1000xf32>
  }
}

