// 2^62 + 1 floats: more bytes than remat plans (the product overflowed).
func.func @f(%a: tensor<4611686018427387905xf32>) -> tensor<4611686018427387905xf32> {
  %e = tensor.empty() : tensor<4611686018427387905xf32>
  %y = linalg.exp ins(%a : tensor<4611686018427387905xf32>) outs(%e : tensor<4611686018427387905xf32>) -> tensor<4611686018427387905xf32>
  return %y : tensor<4611686018427387905xf32>
}
