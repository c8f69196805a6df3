#include "simulators/airplane/moves.h"

namespace arbiter::airplane {

std::string_view jump_name(Jump jump) {
  switch (jump) {
    case Jump::kNone:
      return "";
    case Jump::kCombo:
      return "combo";
    case Jump::kShortcutThenCombo:
      return "shortcut + combo";
    case Jump::kComboThenShortcut:
      return "combo + shortcut";
  }
  return "";
}

}  // namespace arbiter::airplane
