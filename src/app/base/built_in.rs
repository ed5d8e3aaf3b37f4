//! Pictures built into the program (`include_bytes!`): the board's textures, the dialog's
//! pictures and the window's icon are all PNG files decoded the same way.

use bevy::asset::RenderAssetUsages;
use bevy::image::{CompressedImageFormats, ImageSampler, ImageType, TextureError};
use bevy::prelude::*;

/// A built-in PNG as an image, smoothly sampled, kept where `usage` says.
pub fn png(bytes: &[u8], usage: RenderAssetUsages) -> Result<Image, TextureError> {
    Image::from_buffer(
        bytes,
        ImageType::Extension("png"),
        CompressedImageFormats::NONE,
        true,
        ImageSampler::linear(),
        usage,
    )
}
