func.func @step(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %s = tensor.extract %x[%c0] : tensor<4xf32>
  vector.print %s : f32
  return %x : tensor<4xf32>
}
