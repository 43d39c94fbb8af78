//! Meshes the board is drawn with, built from points: token outlines, soft glows, the
//! starfield, terrain details and sector borders. Each is one mesh (one draw) however
//! many shapes it holds, so that the art costs little on a laptop or in a browser.

use bevy::asset::RenderAssetUsages;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;

/// The material colour for a mesh whose corners carry their own colours and alpha:
/// white, and a hair under opaque so that the material blends (an opaque material
/// would ignore the corners' alpha).
pub const BY_VERTEX: Color = Color::srgba(1.0, 1.0, 1.0, 0.999);

/// Triangles with a colour at each corner, gathered into one mesh.
#[derive(Default)]
pub struct Shapes {
    positions: Vec<[f32; 3]>,
    colors: Vec<[f32; 4]>,
    indices: Vec<u32>,
}

impl Shapes {
    fn vertex(&mut self, p: Vec2, color: [f32; 4]) -> u32 {
        self.positions.push([p.x, p.y, 0.0]);
        self.colors.push(color);
        (self.positions.len() - 1) as u32
    }

    /// A shape whose every point is seen from `center` (a convex polygon, a star, an
    /// arrow), as a fan of triangles from it: `inner` at the center, `outer` on the rim.
    pub fn fan(&mut self, center: Vec2, rim: &[Vec2], inner: [f32; 4], outer: [f32; 4]) {
        let c = self.vertex(center, inner);
        let first = self.positions.len() as u32;
        for &p in rim {
            self.vertex(p, outer);
        }
        let n = rim.len() as u32;
        for k in 0..n {
            self.indices.extend([c, first + k, first + (k + 1) % n]);
        }
    }

    /// A disc of `sides` sides.
    pub fn disc(&mut self, center: Vec2, radius: f32, sides: usize, color: [f32; 4]) {
        self.fan(center, &circle(center, radius, sides), color, color);
    }

    /// A soft glow: `color` at the center fading to nothing at `radius`.
    pub fn glow(&mut self, center: Vec2, radius: f32, color: [f32; 4]) {
        let clear = [color[0], color[1], color[2], 0.0];
        self.fan(center, &circle(center, radius, 24), color, clear);
    }

    /// A straight line `width` wide.
    pub fn line(&mut self, a: Vec2, b: Vec2, width: f32, color: [f32; 4]) {
        let side = (b - a).perp().normalize_or_zero() * width * 0.5;
        let i = self.vertex(a + side, color);
        self.vertex(b + side, color);
        self.vertex(b - side, color);
        self.vertex(a - side, color);
        self.indices.extend([i, i + 1, i + 2, i, i + 2, i + 3]);
    }

    pub fn into_mesh(self) -> Mesh {
        let n = self.positions.len();
        Mesh::new(
            PrimitiveTopology::TriangleList,
            RenderAssetUsages::RENDER_WORLD,
        )
        .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, self.positions)
        .with_inserted_attribute(Mesh::ATTRIBUTE_UV_0, vec![[0.0f32, 0.0]; n])
        .with_inserted_attribute(Mesh::ATTRIBUTE_COLOR, self.colors)
        .with_inserted_indices(Indices::U32(self.indices))
    }
}

/// Points on a circle, the first one at the top.
pub fn circle(center: Vec2, radius: f32, sides: usize) -> Vec<Vec2> {
    (0..sides)
        .map(|k| {
            let a = std::f32::consts::FRAC_PI_2 + k as f32 * std::f32::consts::TAU / sides as f32;
            center + Vec2::from_angle(a) * radius
        })
        .collect()
}

/// One flat shape of one colour (the material tints it).
pub fn solid(rim: &[Vec2]) -> Mesh {
    let mut s = Shapes::default();
    s.fan(Vec2::ZERO, rim, [1.0; 4], [1.0; 4]);
    s.into_mesh()
}

/// A hexagon's outline, `width` wide inside its corners (pointy side up).
pub fn hex_ring(size: f32, width: f32) -> Mesh {
    let mut s = Shapes::default();
    let outer = circle(Vec2::ZERO, size, 6);
    for k in 0..6 {
        s.line(outer[k], outer[(k + 1) % 6], width, [1.0; 4]);
    }
    // The corners' gaps, closed by small discs.
    for &c in &outer {
        s.disc(c, width * 0.5, 8, [1.0; 4]);
    }
    s.into_mesh()
}

/// A soft round glow, white at the center (the material gives its colour).
pub fn glow(radius: f32) -> Mesh {
    let mut s = Shapes::default();
    s.glow(Vec2::ZERO, radius, [1.0; 4]);
    s.into_mesh()
}

/// A small deterministic random number generator: the same board always gets the same
/// sky and the same rocks, and the view needs no dice of its own.
pub struct Scatter(u64);

impl Scatter {
    pub fn new(seed: u64) -> Scatter {
        Scatter(seed ^ 0x9E37_79B9_7F4A_7C15)
    }

    /// A number in 0..1.
    pub fn next(&mut self) -> f32 {
        // splitmix64
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^= z >> 31;
        (z >> 40) as f32 / (1u64 << 24) as f32
    }

    pub fn range(&mut self, lo: f32, hi: f32) -> f32 {
        lo + (hi - lo) * self.next()
    }
}

/// A sky of faint stars and a few dust clouds over the rectangle `min..max`.
pub fn starfield(min: Vec2, max: Vec2) -> Mesh {
    let mut s = Shapes::default();
    let mut rng = Scatter::new(7);
    let area = (max - min).x * (max - min).y;
    // About one star per 40x40 world units, capped so a huge map stays cheap.
    let count = ((area / 1600.0) as usize).clamp(200, 4000);
    for _ in 0..3 {
        let at = Vec2::new(rng.range(min.x, max.x), rng.range(min.y, max.y));
        let tint = [0.35, 0.25 + rng.range(0.0, 0.2), 0.6, 0.07];
        s.glow(at, rng.range(250.0, 520.0), tint);
    }
    for _ in 0..count {
        let at = Vec2::new(rng.range(min.x, max.x), rng.range(min.y, max.y));
        let bright = rng.range(0.25, 0.9);
        let warm = rng.range(-0.12, 0.12);
        let size = if rng.next() > 0.93 { 1.8 } else { 0.9 };
        s.disc(at, size, 4, [bright + warm, bright, bright - warm, 1.0]);
    }
    s.into_mesh()
}
