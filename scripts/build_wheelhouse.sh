#!/usr/bin/env bash
# Build a wheelhouse for installing MLM Lab where there is no network: the project's wheel
# and a wheel of every dependency, for this platform and this Python.
#
#   scripts/build_wheelhouse.sh [--hf] [--dev] [DIR] [-- extra pip options]
#       --hf   include the optional Hugging Face extra (transformers and its dependencies)
#       --dev  include the test tools (pytest, pytest-qt, ruff, ...)
#       DIR    where the wheels go (default: wheelhouse)
#   then, on the offline machine:
#       python3 -m venv .venv
#       .venv/bin/pip install --no-index --find-links DIR mlm-lab        # or "mlm-lab[hf]"
#
# Extra pip options go after "--", e.g. a CPU-only torch on Linux (a few hundred MB
# instead of the CUDA build and its multi-GB nvidia wheels):
#   scripts/build_wheelhouse.sh wheelhouse -- --extra-index-url https://download.pytorch.org/whl/cpu
set -euo pipefail

PYTHON=${PYTHON:-python3}
dir=wheelhouse
extras=()
pip_args=()
while [ $# -gt 0 ]; do
    case "$1" in
        --hf) extras+=(hf) ;;
        --dev) extras+=(dev) ;;
        -h|--help) sed -n '2,16p' "$0"; exit 0 ;;
        --) shift; pip_args=("$@"); break ;;
        -*) echo "build_wheelhouse.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
        *) dir=$1 ;;
    esac
    shift
done

root=$(cd "$(dirname "$0")/.." && pwd)
target="$root"
if [ ${#extras[@]} -gt 0 ]; then
    target="$root[$(IFS=,; echo "${extras[*]}")]"
fi
mkdir -p "$dir"
start=$(date +%s)
# pip wheel builds the project's wheel and fetches (or builds) one for every dependency;
# pip, setuptools and wheel come too, so the offline venv can upgrade its own pip.
"$PYTHON" -m pip wheel --wheel-dir "$dir" "${pip_args[@]}" "$target" pip setuptools wheel
echo "wheelhouse $dir: $(ls "$dir"/*.whl | wc -l) wheels, $(du -sh "$dir" | cut -f1), built in $(( $(date +%s) - start )) s"
echo "install offline with: python3 -m venv .venv && .venv/bin/pip install --no-index --find-links $dir mlm-lab"
