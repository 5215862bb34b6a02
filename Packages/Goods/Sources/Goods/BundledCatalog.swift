/// The catalog shipped with the app, written beside the database on first run so a user can edit it.
///
/// Kept as a Swift string rather than a SwiftPM resource: `Bundle.module` traps on Linux when the
/// resource bundle is not installed next to the binary.
enum BundledCatalog {
    /// The catalog document: `{"version": 1, "items": [...]}`, prices in cents, ratings 0...5.
    static let json = #"""
        {
          "version": 1,
          "items": [
            {"id": 1, "sku": "BOOK-0001", "title": "The Pragmatic Programmer", "description": "20th anniversary edition; a practical guide to software craftsmanship, from tracer bullets to orthogonality.", "category": "books", "price": 4299, "stock": 24, "rating": 4.8},
            {"id": 2, "sku": "BOOK-0002", "title": "Designing Data-Intensive Applications", "description": "Storage engines, replication, partitioning and stream processing explained with care.", "category": "books", "price": 4999, "stock": 15, "rating": 4.9},
            {"id": 3, "sku": "BOOK-0003", "title": "Le Petit Prince", "description": "Antoine de Saint-Exupéry's tale in the original French, with the author's watercolours.", "category": "books", "price": 899, "stock": 40, "rating": 4.7},
            {"id": 4, "sku": "BOOK-0004", "title": "Salt, Fat, Acid, Heat", "description": "A cookbook that teaches the four elements of good cooking rather than recipes alone.", "category": "books", "price": 3500, "stock": 0, "rating": 4.6},
            {"id": 5, "sku": "BOOK-0005", "title": "The Hobbit", "description": "Illustrated hardcover edition of Tolkien's classic adventure.", "category": "books", "price": 2450, "stock": 18, "rating": 4.8},
            {"id": 6, "sku": "BOOK-0006", "title": "Thinking in Systems", "description": "A primer on stocks, flows and feedback loops by Donella Meadows.", "category": "books", "price": 1995, "stock": 9, "rating": 4.5},

            {"id": 7, "sku": "ELEC-0001", "title": "Noise-Cancelling Headphones", "description": "Over-ear, Bluetooth 5.3, 30-hour battery, USB-C fast charging.", "category": "electronics", "price": 24900, "stock": 12, "rating": 4.4},
            {"id": 8, "sku": "ELEC-0002", "title": "Mechanical Keyboard (TKL)", "description": "Tenkeyless layout, hot-swappable switches, PBT keycaps, USB-C cable.", "category": "electronics", "price": 12900, "stock": 7, "rating": 4.6},
            {"id": 9, "sku": "ELEC-0003", "title": "27\" 4K Monitor", "description": "IPS panel, 99% sRGB coverage, height-adjustable stand, USB-C with 65 W power delivery.", "category": "electronics", "price": 38900, "stock": 5, "rating": 4.3},
            {"id": 10, "sku": "ELEC-0004", "title": "Portable SSD 1 TB", "description": "USB 3.2 Gen 2, up to 1050 MB/s, shock resistant aluminium shell.", "category": "electronics", "price": 10999, "stock": 30, "rating": 4.7},
            {"id": 11, "sku": "ELEC-0005", "title": "Smart Plug (2-pack)", "description": "Wi-Fi plugs with energy monitoring and schedules; no hub needed.", "category": "electronics", "price": 2999, "stock": 0, "rating": 3.9},
            {"id": 12, "sku": "ELEC-0006", "title": "E-Reader 6\"", "description": "Glare-free display, adjustable warm light, weeks of battery life.", "category": "electronics", "price": 11999, "stock": 14, "rating": 4.5},

            {"id": 13, "sku": "KITC-0001", "title": "Cast Iron Skillet 26 cm", "description": "Pre-seasoned, oven safe, works on induction.", "category": "kitchen", "price": 3999, "stock": 22, "rating": 4.8},
            {"id": 14, "sku": "KITC-0002", "title": "Chef's Knife 20 cm", "description": "Forged stainless steel, full tang, 15-degree edge.", "category": "kitchen", "price": 7900, "stock": 11, "rating": 4.7},
            {"id": 15, "sku": "KITC-0003", "title": "Crème Brûlée Torch", "description": "Refillable butane torch with adjustable flame and safety lock.", "category": "kitchen", "price": 2499, "stock": 16, "rating": 4.2},
            {"id": 16, "sku": "KITC-0004", "title": "Digital Kitchen Scale", "description": "Weighs up to 5 kg in 1 g steps, tare function, easy-clean glass top.", "category": "kitchen", "price": 1799, "stock": 35, "rating": 4.4},
            {"id": 17, "sku": "KITC-0005", "title": "Dutch Oven 5.5 L", "description": "Enamelled cast iron for braises, stews and no-knead bread.", "category": "kitchen", "price": 8999, "stock": 3, "rating": 4.9},
            {"id": 18, "sku": "KITC-0006", "title": "Bamboo Cutting Board Set", "description": "Three boards with juice grooves; knife friendly.", "category": "kitchen", "price": 2299, "stock": 0, "rating": 4.0},

            {"id": 19, "sku": "OUTD-0001", "title": "Two-Person Tent", "description": "Freestanding, 1.9 kg, two doors and vestibules, 3000 mm waterproof fly.", "category": "outdoor", "price": 21900, "stock": 6, "rating": 4.5},
            {"id": 20, "sku": "OUTD-0002", "title": "Down Sleeping Bag -5 °C", "description": "Responsibly sourced 650-fill down, mummy cut, compression sack included.", "category": "outdoor", "price": 18900, "stock": 4, "rating": 4.6},
            {"id": 21, "sku": "OUTD-0003", "title": "Headlamp 400 lm", "description": "Rechargeable, red night mode, IPX4 splash proof.", "category": "outdoor", "price": 3499, "stock": 28, "rating": 4.4},
            {"id": 22, "sku": "OUTD-0004", "title": "Trekking Poles (pair)", "description": "Carbon, foldable, cork grips, adjustable 110-130 cm.", "category": "outdoor", "price": 9900, "stock": 10, "rating": 4.3},
            {"id": 23, "sku": "OUTD-0005", "title": "Insulated Water Bottle 750 ml", "description": "Keeps drinks cold for 24 hours or hot for 12; stainless steel, leak proof lid.", "category": "outdoor", "price": 2999, "stock": 50, "rating": 4.7},
            {"id": 24, "sku": "OUTD-0006", "title": "Camping Stove", "description": "Compact canister stove, boils 1 L of water in 3.5 minutes.", "category": "outdoor", "price": 4599, "stock": 0, "rating": 4.1},

            {"id": 25, "sku": "TOYS-0001", "title": "Wooden Train Set", "description": "52 pieces of beech track, bridges and three magnetic wagons; ages 3+.", "category": "toys", "price": 5999, "stock": 8, "rating": 4.8},
            {"id": 26, "sku": "TOYS-0002", "title": "1000-Piece Puzzle: Hokusai's Great Wave", "description": "Thick, matte pieces that fit snugly; poster included.", "category": "toys", "price": 2199, "stock": 19, "rating": 4.6},
            {"id": 27, "sku": "TOYS-0003", "title": "Building Bricks Starter Box", "description": "500 bricks in 30 colours with wheels, windows and idea booklet.", "category": "toys", "price": 3499, "stock": 25, "rating": 4.5},
            {"id": 28, "sku": "TOYS-0004", "title": "Plush Octopus", "description": "Soft, reversible, happy on one side and grumpy on the other.", "category": "toys", "price": 1499, "stock": 60, "rating": 4.3},
            {"id": 29, "sku": "TOYS-0005", "title": "Kinderspiel: Mensch ärgere dich nicht", "description": "The classic German board game for two to four players.", "category": "toys", "price": 1999, "stock": 13, "rating": 4.2},
            {"id": 30, "sku": "TOYS-0006", "title": "Remote-Control Car", "description": "1:16 scale, 2.4 GHz, rechargeable battery, off-road tyres.", "category": "toys", "price": 4999, "stock": 0, "rating": 3.8},

            {"id": 31, "sku": "COFF-0001", "title": "Ethiopia Yirgacheffe, 250 g", "description": "Washed single origin, light roast; notes of jasmine, bergamot and lemon.", "category": "coffee", "price": 1450, "stock": 45, "rating": 4.7},
            {"id": 32, "sku": "COFF-0002", "title": "House Espresso Blend, 1 kg", "description": "100% Arabica from Brazil and Colombia; chocolate and hazelnut.", "category": "coffee", "price": 3200, "stock": 20, "rating": 4.5},
            {"id": 33, "sku": "COFF-0003", "title": "Café de Colombia Huila, 250 g", "description": "Medium roast with caramel sweetness and red apple acidity.", "category": "coffee", "price": 1350, "stock": 33, "rating": 4.4},
            {"id": 34, "sku": "COFF-0004", "title": "Burr Coffee Grinder", "description": "Conical steel burrs, 40 grind settings from espresso to cold brew.", "category": "coffee", "price": 14900, "stock": 6, "rating": 4.6},
            {"id": 35, "sku": "COFF-0005", "title": "Pour-Over Dripper Set", "description": "Ceramic dripper, glass server and 100 paper filters.", "category": "coffee", "price": 3900, "stock": 17, "rating": 4.5},
            {"id": 36, "sku": "COFF-0006", "title": "Gooseneck Kettle 1 L", "description": "Temperature control to the degree, hold mode, stainless steel.", "category": "coffee", "price": 8900, "stock": 0, "rating": 4.7}
          ]
        }
        """#
}
