// A buffer whose byte size overflows 64 bits: its size is unknown to the scheduler, never wrapped.
func.func @f(%v: f32) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4611686018427387904x16xf32>
  %b = memref.alloc() : memref<64xf32>
  memref.store %v, %b[%c0] : memref<64xf32>
  memref.dealloc %b : memref<64xf32>
  memref.dealloc %a : memref<4611686018427387904x16xf32>
  return
}
