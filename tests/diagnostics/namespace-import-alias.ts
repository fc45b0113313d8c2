namespace Geometry {
  export const unit = 1;
}
namespace Drawing {
  import unit = Geometry.unit;
  export const size = unit * 2;
}
console.log(Drawing.size);
