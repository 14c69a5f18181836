#!/usr/bin/env bash
# Installs what the export interop tests need (FeelAloudExportTests/InteropTests):
#   apt: unzip (unzip -t), libreoffice-calc-nogui (soffice --headless --convert-to csv/pdf),
#        poppler-utils (pdfinfo/pdftoppm: pages and pictures of the printed workbook),
#        python3 when missing; pip: openpyxl for the machine's python3.
# Measured on Debian 12: libreoffice-calc-nogui + unzip install in ~20 s; openpyxl in ~3 s.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
bash "$HERE/ensure-apt.sh" unzip libreoffice-calc-nogui poppler-utils
command -v python3 >/dev/null 2>&1 || bash "$HERE/ensure-apt.sh" python3 python3-pip
if ! python3 -c "import openpyxl" >/dev/null 2>&1; then
  python3 -m pip install --quiet openpyxl 2>/dev/null \
    || python3 -m pip install --quiet --break-system-packages openpyxl \
    || bash "$HERE/ensure-apt.sh" python3-openpyxl
fi
python3 -c "import openpyxl" || { echo "openpyxl konnte nicht installiert werden" >&2; exit 1; }
