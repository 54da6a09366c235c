# Sourced by setup.sh and check-sanitized.sh: the Debian packages remat
# needs, and how missing ones are installed (once, with apt-get).

remat_packages=(
  cmake ninja-build g++ python3 python3-numpy python3-matplotlib python3-jsonschema
  python3-venv python3-pip python3-setuptools python3-wheel
  llvm-22-dev llvm-22-tools libmlir-22-dev mlir-22-tools clang-22
  coinor-libcbc-dev libgtest-dev
  zlib1g-dev libzstd-dev libxml2-dev libedit-dev libffi-dev libcurl4-openssl-dev
)

# install_missing WHO PACKAGE...: installs those of PACKAGE not installed
# yet, saying so as WHO. Run as root, or as a user with sudo.
install_missing() {
  local who=$1 p
  shift
  local missing=()
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" ||
      missing+=("$p")
  done
  ((${#missing[@]})) || return 0
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  echo "$who: installing ${missing[*]}"
  $sudo apt-get update
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y --no-install-recommends "${missing[@]}"
}
