#include "simulators/go/judge_coordinates.h"

namespace arbiter::go {

Point point_from_centred(int size, int x, int y) {
  const int half = (size - 1) / 2;
  return {x + half, half - y};
}

CentredPoint centred_from_point(int size, Point point) {
  const int half = (size - 1) / 2;
  return {point.col - half, half - point.row};
}

}  // namespace arbiter::go
