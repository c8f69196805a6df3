#pragma once

#include "simulators/go/board.h"

/// The judge format's coordinates: a point is (x, y), x growing to the right and y upward,
/// (0,0) the centre of the board (which is why the judge's sides are odd). Read by
/// judge_format.h, written by go-gen and drawn by diagram.h's centred labels.
namespace arbiter::go {

/// A point as the judge format writes it.
struct CentredPoint {
  int x = 0;
  int y = 0;
  friend bool operator==(const CentredPoint&, const CentredPoint&) = default;
};

/// The point of the judge-format (x, y) on a board of side `size`. Precondition: `size` is odd
/// and |x|, |y| <= (size - 1) / 2.
Point point_from_centred(int size, int x, int y);

/// The judge-format (x, y) of `point`, the inverse of point_from_centred. Precondition: `size`
/// is odd and `point` on the board.
CentredPoint centred_from_point(int size, Point point);

}  // namespace arbiter::go
