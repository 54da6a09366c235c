func.func @step(%x: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
  %a = scf.if %c -> tensor<4xf32> {
    scf.yield %x : tensor<4xf32>
  } else {
    scf.yield %x : tensor<4xf32>
  }
  return %a : tensor<4xf32>
}
