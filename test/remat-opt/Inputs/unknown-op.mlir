func.func @step(%x: tensor<4xf32>) -> tensor<4xf32> {
  %a = "mystery.op"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %a : tensor<4xf32>
}
